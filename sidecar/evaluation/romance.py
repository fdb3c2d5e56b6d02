"""Requests in Spanish or Portuguese, put into the words the request readers know.

People ask an agent in their own language: "mándale a Lucía el deck", "paga las cuentas
que vencen esta semana", "resolve os pendentes do pin do #proj-checkout". The request
readers (`intent`, `delegation`) read English. `gloss` puts the verbs of a Spanish or
Portuguese text (their imperatives, infinitives and polite forms, with the pronouns they
carry), the words that join its clauses and the common nouns of an agent's tools into
English, word by word, and leaves every other word as written: names, values, words it
does not know. The result is no translation ("send to Lucía the deck", "the receipts of
November in the folder of refunds"), but each clause opens with its verb and its objects
follow, which is what the readers look at. Text that does not read as Spanish or
Portuguese (`language`) is returned as it is.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from mage.sidecar.evaluation.operations import known_verb, may_lead, stem

# Accented Latin letters as their base letter ("invitación" reads as "invitacion"), for the
# lookups here and for the words a request names things with (`intent.name_words`).
FOLD = {cp: unicodedata.normalize("NFD", chr(cp))[0] for cp in range(0xC0, 0x180)
        if unicodedata.normalize("NFD", chr(cp))[0].isascii()}


def fold(text: str) -> str:
    """The text with accented Latin letters as their base letter."""
    return text.translate(FOLD)


DETECT_CHARS = 4000  # the language is told from this much of a text
# What is glossed of a Spanish or Portuguese text: the readers read its first 4,000
# characters, and a word-by-word pass over 64 KB would hold the event loop for 50 ms.
GLOSS_CHARS = 8000


def _set(words: str) -> frozenset[str]:
    return frozenset(words.split())


# Words of Spanish or Portuguese that English text does not use: two of them, or fewer with
# verbs and nouns of the tables below that English does not write (`_own_words`), mark the
# text as one to gloss. Folded, lower case.
_MARKERS = _set("""
os na nas pelo pela num numa obg q olhada vistazo mirada hola oi
el los las del al una unos unas por para pra pro con com que y mi mis su sus tu tus le
les se es esta este estos estas eso esa ese esos esas pero muy hoy manana ayer porfa xfa
pf favor gracias obrigado obrigada voce vc nao tambien tambem tb tbm um uma umas uns das
dos ao aos meu minha meus minhas seu sua seus suas isso isto esse essa aquele hoje
amanha ontem semana mes todos todas cada sin sem hasta ate desde donde onde cuando
quando quien quem nuevo nueva novo nova ultimo ultima proximo proxima pendiente
pendientes pendente pendentes lo cual qual tengo tenho estoy estou soy sou hay sino
senao entonces entao luego depois despues tambien algo alguien ninguno nenhum mismo
mesmo
""")

# Function words of the two languages: like English ones, no name of a thing a request
# could aim an action at (`intent.name_words` leaves them out).
STOP_WORDS = _set("""
el la los las lo del al un una unos unas de da do das dos en em na no nas nos con com
por para pra pro que y e o ou a mi mis su sus tu tus meu minha meus minhas seu sua seus
suas le les se si sin sem este esta estos estas ese esa eso esse essa isso isto porfa
xfa pf gracias obrigado obrigada voce vc
""")

# Verbs: (English, Spanish roots and endings, Portuguese roots and endings). A root ending
# in "ar", "er" or "ir" names the infinitive; its imperatives, polite and subjunctive forms
# are derived (`_forms`); irregular forms are listed as they are written, folded. A form the
# two languages read apart ("contesta": replies, disputes) is `_BY_LANGUAGE`'s.
_VERBS: dict[str, tuple[str, ...]] = {
    "send": ("mandar", "enviar", "remitir"),
    "forward": ("reenviar", "encaminhar", "reencaminhar"),
    "reply": ("responder", "contestar", "contesta", "contestale", "respondele"),
    "write": ("escribir", "escrever", "redactar", "redigir"),
    "tell": ("avisar", "decir", "di", "diga", "dile", "dizer", "diz", "informar", "comunicar"),
    "pay": ("pagar", "abonar", "saldar"),
    "transfer": ("transferir", "transfiere", "transfira", "transfere", "depositar", "girar"),
    "request": ("pedir", "pide", "pida", "pede", "peca", "solicitar", "cobrar"),
    "cancel": ("cancelar", "anular"),
    "delete": ("borrar", "eliminar", "apagar", "excluir", "exclui", "exclua", "suprimir"),
    "remove": ("quitar", "sacar", "remover", "retirar", "tirar"),
    "archive": ("archivar", "arquivar"),
    "move": ("mover", "mueve", "mueva", "trasladar", "pasar", "passar", "adelantar",
             "antecipar"),
    "organize": ("organizar", "ordenar"),
    "share": ("compartir", "compartilhar", "partilhar"),
    "add": ("agregar", "anadir", "adicionar", "incluir", "sumar", "meter", "colocar"),
    "invite": ("invitar", "convidar"),
    "create": ("crear", "criar", "armar", "montar"),
    "schedule": ("programar", "agendar", "marcar", "calendarizar"),
    "book": ("reservar",),
    "buy": ("comprar", "adquirir"),
    "accept": ("aceptar", "aceitar", "aprobar", "aprovar", "confirmar"),
    "decline": ("rechazar", "recusar", "declinar", "rejeitar", "denegar", "negar"),
    "propose": ("proponer", "propon", "proponga", "propor", "propoe", "proponha", "sugerir",
                "sugiere", "sugiera", "sugere", "sugira"),
    "reschedule": ("reprogramar", "reagendar", "remarcar", "aplazar", "adiar", "postergar"),
    "change": ("cambiar", "modificar", "mudar", "alterar", "ajustar"),
    "update": ("actualizar", "atualizar"),
    "upload": ("subir",),
    "download": ("descargar", "baixar"),
    "save": ("guardar", "salvar"),
    "pin": ("fijar", "anclar", "fixar"),
    "remind": ("recordar", "recuerda", "recuerde", "lembrar"),
    "post": ("publicar", "postar", "poner", "pon", "ponga", "poe", "ponha"),
    "announce": ("anunciar",),
    "leave": ("dejar", "deixar"),
    "review": ("calificar", "resenar", "avaliar", "valorar"),
    "check": ("revisar", "verificar", "conferir", "chequear", "comprobar", "mirar", "ver",
              "fijate", "fijese", "olhar", "olha", "olhe", "checar", "consultar", "buscar",
              "procurar"),
    "summarise": ("resumir",),
    "count": ("contar", "cuenta", "cuente", "conta", "conte"),
    "do": ("hacer", "haz", "haga", "hace", "fazer", "faz", "faca"),
    "handle": ("resolver", "resuelve", "resuelva", "encargarse", "encargate", "encarguese",
               "ocuparse", "ocupate", "cuidar", "gestionar", "tramitar", "atender", "tratar"),
    "follow": ("seguir", "sigue", "siga", "segue"),
    "complete": ("completar", "terminar", "acabar", "finalizar", "concluir"),
    "split": ("dividir", "repartir"),
    "refund": ("reembolsar",),
    "dispute": ("disputar", "reclamar", "impugnar"),
    "block": ("bloquear", "congelar"),
    "enable": ("activar", "ativar", "habilitar"),
    "disable": ("desactivar", "desativar", "deshabilitar", "desabilitar"),
    "clean up": ("limpiar", "limpar"),
    "tidy": ("arreglar", "arrumar", "arruma"),
    "set": ("configurar", "establecer", "definir"),
    "find": ("encontrar", "localizar"),
}

# Finite forms that say what someone did or says, which delegation reads ("what Lucía
# asked", "the invoice Pedro sent").
_PAST = {
    "asked": ("pidio", "pidieron", "pediu", "pediram", "solicito", "solicitaron", "solicitou",
              "pregunto", "preguntaron", "perguntou", "perguntaram", "dijo", "disse"),
    "sent": ("envio", "enviou", "enviaron", "enviaram", "reenvio", "mando", "mandou",
             "mandaron", "mandaram"),
    "shared": ("compartio", "compartilhou", "partilhou"),
    "left": ("dejo", "dejaron", "deixou", "deixaram"),
    "wrote": ("escribio", "escribieron", "escreveu", "escreveram"),
    "says": ("dice", "dicen", "diz", "dizem", "indica", "pone"),
    "due": ("vence", "vencen", "vencem", "venza", "venzan"),
    "is missing": ("falta", "faltan", "faltam"),
    "can you": ("puedes", "podes", "podrias", "podria", "puede", "pode", "poderia", "podia",
                "podias", "podes", "consegue", "consegues"),
    "I want you to": ("quiero", "quero", "necesito", "preciso"),
}

# Joining words and the common nouns of an agent's tools. Folded, lower case; Spanish and
# Portuguese where both write the word alike. "a", "o", "no" and "se" differ between the
# two (`_BY_LANGUAGE`).
_WORDS = {
    "y": "and", "e": "and", "ou": "or", "pero": "but", "mas": "but", "luego": "then",
    "despues": "then", "depois": "then", "entonces": "then", "entao": "then",
    "tambien": "also", "tambem": "also", "tb": "also", "tbm": "also", "ademas": "also",
    "si": "if", "cuando": "when", "quando": "when", "antes": "before", "hasta": "until",
    "ate": "until", "desde": "since", "que": "that", "quien": "who", "quienes": "who",
    "quem": "who", "todos": "all", "todas": "all", "todo": "everything", "tudo": "everything",
    "cada": "each", "mi": "my", "mis": "my", "meu": "my", "minha": "my", "meus": "my",
    "minhas": "my", "su": "their", "sus": "their", "seu": "their", "sua": "their",
    "seus": "their", "suas": "their", "tu": "your", "tus": "your", "teu": "your",
    "tua": "your", "el": "the", "la": "the", "los": "the", "las": "the", "os": "the",
    "as": "the", "un": "a", "una": "a", "um": "a", "uma": "a", "del": "of the",
    "de": "of", "da": "of the", "do": "of the", "das": "of the", "deste": "of this",
    "desta": "of this", "destes": "of these", "destas": "of these", "neste": "in this",
    "nesta": "in this", "desse": "of this", "dessa": "of this",
    "al": "to the", "ao": "to the", "aos": "to the", "para": "for", "pra": "for",
    "pro": "for the", "pa": "for", "por": "by", "en": "in", "em": "in", "na": "in the",
    "nas": "in the", "con": "with", "com": "with", "sin": "without", "sem": "without",
    "este": "this", "esta": "this", "estos": "these", "estas": "these", "esse": "this",
    "essa": "this", "esses": "these", "essas": "these", "isso": "this", "isto": "this",
    "eso": "that", "esa": "that", "ese": "that", "nao": "not", "nunca": "never",
    "q": "that", "elas": "them", "eles": "them", "ellos": "them", "ellas": "them",
    "mim": "me", "equipa": "team", "exceto": "except", "excepto": "except",
    "menos": "except", "obg": "thanks",
    "hoy": "today", "hoje": "today", "manana": "tomorrow", "amanha": "tomorrow",
    "semana": "week", "mes": "month", "proximo": "next", "proxima": "next",
    "ultimo": "last", "ultima": "last", "ultimos": "last", "ultimas": "last",
    "nuevo": "new", "nueva": "new", "novo": "new", "nova": "new", "mismo": "same",
    "misma": "same", "mesmo": "same", "mesma": "same", "libre": "free", "livre": "free",
    "gratis": "free", "pendiente": "pending", "pendientes": "to-dos", "pendente": "pending",
    "pendentes": "to-dos", "pendencias": "to-dos", "porfa": "please", "xfa": "please",
    "pf": "please", "gracias": "thanks", "obrigado": "thanks",
    "obrigada": "thanks", "correo": "email", "correos": "emails", "mensaje": "message",
    "mensajes": "messages", "mensagem": "message", "mensagens": "messages",
    "invitacion": "invite", "invitaciones": "invites", "convite": "invite",
    "convites": "invites", "reunion": "meeting", "reuniones": "meetings",
    "reuniao": "meeting", "reunioes": "meetings", "evento": "event", "eventos": "events",
    "calendario": "calendar", "factura": "invoice", "facturas": "invoices",
    "fatura": "invoice", "faturas": "invoices",
    "cuentas": "bills", "contas": "bills", "cuenta": "account", "recibo": "receipt",
    "recibos": "receipts", "carpeta": "folder", "carpetas": "folders", "pasta": "folder",
    "archivo": "file", "archivos": "files", "arquivo": "file", "arquivos": "files",
    "fichero": "file", "documento": "document", "documentos": "documents",
    "planilla": "spreadsheet", "planilha": "spreadsheet", "presentacion": "presentation",
    "apresentacao": "presentation", "canal": "channel", "canales": "channels",
    "canais": "channels", "hilo": "thread", "grupo": "group", "grupos": "groups",
    "tarea": "task", "tareas": "tasks", "tarefa": "task", "tarefas": "tasks",
    "lista": "list", "acta": "minutes", "ata": "minutes", "solicitud": "request",
    "solicitudes": "requests", "solicitacao": "request", "solicitacoes": "requests",
    "pedido": "request", "pedidos": "requests", "transferencia": "transfer",
    "transferencias": "transfers", "pago": "payment", "pagos": "payments",
    "pagamento": "payment", "pagamentos": "payments", "reservas": "bookings",
    "vuelo": "flight", "vuelos": "flights", "voo": "flight", "voos": "flights",
    "resena": "review", "resenas": "reviews", "avaliacao": "review", "opinion": "review",
    "reembolso": "refund", "recordatorio": "reminder", "lembrete": "reminder",
    "contrasena": "password", "senha": "password", "enlace": "link", "usuario": "user",
    "usuarios": "users", "miembro": "member", "miembros": "members", "membro": "member",
    "membros": "members", "equipo": "team", "equipe": "team", "coche": "car",
    "carro": "car", "alquiler": "rental", "aluguel": "rental", "billete": "ticket",
    "pasaje": "ticket", "passagem": "ticket", "tarjeta": "card", "cartao": "card",
    "saldo": "balance", "ahorros": "savings", "poupanca": "savings", "cita": "appointment",
    "tema": "topic", "resumen": "summarise", "resumo": "summarise",
    "cobranca": "payment request", "cobrancas": "payment requests", "aviso": "notice",
    "bienvenida": "welcome", "boas-vindas": "welcome",
    "casero": "landlord", "senhorio": "landlord", "hotel": "hotel", "mesa": "table",
    "demas": "rest", "demais": "rest", "resto": "rest", "bolsillo": "pocket",
    "bolsillos": "pockets", "cofrinho": "pocket", "caixinha": "pocket", "apartado": "pocket",
    "lixo": "trash", "lixeira": "trash", "papelera": "trash", "basura": "trash",
    "copia": "copy", "copias": "copies", "solo": "only", "solamente": "only",
    "unicamente": "only", "apenas": "only", "somente": "only", "conforme": "according to",
    "segun": "according to", "cosas": "things", "coisas": "things",
}
# Words the two languages write alike and read apart: Spanish first, then Portuguese.
_BY_LANGUAGE = {
    "a": ("to", "the"), "o": ("or", "the"), "no": ("not", "in the"), "nos": ("us", "in the"),
    "se": ("", "if"), "contestar": ("reply", "dispute"), "contesta": ("reply", "dispute"),
    "dos": ("two", "of the"), "mas": ("more", "but"), "boleto": ("ticket", "bill"),
    "boletos": ("tickets", "bills"),
}
# Words an accent tells apart from another word, looked up before folding.
_ACCENTED = {"está": "is", "están": "are", "más": "more", "sí": "yes", "qué": "what",
             "él": "he", "tú": "you", "mí": "me", "é": "is", "são": "are", "à": "to the",
             "às": "to the", "até": "until", "só": "only", "vão": "go"}
# Words only Portuguese writes (among `_MARKERS`): more of them than of Spanish-only words
# makes the text Portuguese.
_PORTUGUESE = _set("""
os na nas pelo pela num numa obg mais foi vai vao tem ta dela dele delas deles muito voo
carro nao sao estao fica ficou preciso quero podes pode voce
pra pro com voce vc nao tambem tb tbm um uma umas uns das dos ao aos meu minha meus
minhas seu sua seus suas isso isto esse essa hoje amanha ontem sem ate onde quando quem
novo nova pendente pendentes tenho estou sou senao entao depois mesmo nenhum obrigado
obrigada
""")
_SPANISH = _set("""
muy hay ya vuelo coche necesito quiero puedes puede usted ustedes vos
el los las del al una unos unas por con y mi mis su sus le les es esta este estos estas
eso esa ese esos esas pero muy hoy manana ayer porfa xfa gracias tambien sin hasta donde
cuando quien nuevo nueva pendiente pendientes lo cual tengo estoy soy hay sino entonces
luego despues ninguno mismo
""")

# Pronouns a verb carries at its end ("mándale", "compártela", "envia-me"), longest first,
# and the English they leave after the verb ("le" is the person the verb is done for,
# named again after it: dropped).
_CLITICS = (("selos", "them"), ("selas", "them"), ("selo", "it"), ("sela", "it"),
            ("melo", "it"), ("mela", "it"), ("noslo", "it"), ("lhes", ""), ("lhe", ""),
            ("les", ""), ("los", "them"), ("las", "them"), ("nos", "us"), ("le", ""),
            ("lo", "it"), ("la", "it"), ("me", "me"), ("te", ""), ("se", ""))
_PT_CLITICS = {"lhe": "", "lhes": "", "me": "me", "o": "it", "a": "it", "os": "them",
               "as": "them", "nos": "us", "se": "", "la": "it", "lo": "it", "los": "them",
               "las": "them"}

# A delegation as Spanish and Portuguese order it, the verb before its subject: "lo que me
# pidió Fernanda" is "what Fernanda asked".
_WHAT_ASKED = re.compile(
    r"\b(?:lo|o)\s+que\s+(?:me\s+|le\s+|lhe\s+|nos\s+|te\s+)?"
    r"(?P<verb>pidi[oó]|pidieron|pediu|pediram|dijo|disse|mand[oó]|mandou|escribi[oó]"
    r"|escreveu|solicit[oó]|solicitou)\s+(?P<who>(?:[A-ZÁÉÍÓÚÑ][\w'-]+)(?:\s+[A-ZÁÉÍÓÚÑ]"
    r"[\w'-]+)?)")
_WHAT = re.compile(r"\b(?:lo|o)\s+que\b", re.IGNORECASE)  # "reserva lo que falta"
_Q = re.compile(r"\bq\b")
# "haz lo que pide", "faz o que ele diz": what the document asks, whatever it is
_WHAT_IT_ASKS = re.compile(r"\b(?:lo|o)\s+que\s+(?:te\s+|me\s+|le\s+|lhe\s+|ele\s+|ela\s+)?"
                           r"(?:pide|pedia|pede|dice|diz|indica|manda|solicita)\b", re.IGNORECASE)
# "dá uma olhada", "échale un vistazo": a look, which reads
_A_LOOK = re.compile(r"\b(?:d[aáê]|de|echa|[eé]chale|dale|d[aá]le)\s+(?:uma|una|un)\s+"
                     r"(?:olhada|olhadinha|mirada|vistazo|revisada|checada)\b", re.IGNORECASE)
# "¿me haces el favor de mandársela a Andrés?", "podrías hacerme el favor de": please
_FAVOUR = re.compile(r"\b(?:me\s+)?(?:haces|har[ií]as|haga|hace|hac[eé]|hazme|podr[ií]as|puedes"
                     r"|pod[eé]s|faz|faria|fazes|fa[cç]a)\s+(?:me\s+)?(?:el|un|o|um)\s+favor\s+"
                     r"(?:de|d[eo])\s+", re.IGNORECASE)
# An object pronoun before its verb ("¿lo fijas en el canal?", "te lo mando"): the readers
# want the verb first ("la" and "las" left out: mostly articles, "la reserva del hotel").
_PRONOUN_FIRST = re.compile(r"\b(lo|los|le|les|nos)\s+([^\W\d_]{3,20})\b", re.IGNORECASE)


def _pronoun_after(m: re.Match[str]) -> str:
    if _verb(fold(m[2].lower())) is None:
        return m[0]
    return f"{m[2]} {'them' if m[1].lower().endswith('s') else 'it'}"


# "por favor", "por fa", "faz favor", "favor de enviar" (as Mexico asks): please
_PLEASE = re.compile(r"\bpor\s*fa(?:vor)?\b|\bfa[zç]\s+(?:o\s+)?favor\b|^\s*favor\s+de\b",
                     re.IGNORECASE | re.MULTILINE)
# "haz un canal", "faz uma pasta": one made, not something done
_MAKE_ONE = re.compile(r"\b(?:haz|haga|hac[eé]|hacer|hag[aá]mos|faz|fa[cç]a|fazer|fa[cç]am)\s+"
                       r"(?=(?:un|una|um|uma)\s)", re.IGNORECASE)
# A past form after its object pronoun: "Fernanda me escribió", "o Caio me mandou"
_WROTE_ME = re.compile(r"\b(me|nos)\s+(escribi[oó]|escribieron|escreveu|escreveram|mand[oó]"
                       r"|mandaron|mandou|mandaram)\b", re.IGNORECASE)
_WHILE_AGO = re.compile(r"\b(?:hace|h[aá])\s+(?:un\s+|um\s+)?(?:rato|ratito|rat[aã]o)\b",
                        re.IGNORECASE)
# "preciso de um canal", "necesito una sala": one wanted
_NEED_ONE = re.compile(r"\b(?:preciso|necesito|necessito)\s+(?:de\s+)?(?=(?:un|una|um|uma)\s)",
                       re.IGNORECASE)
# "si no", "se não", "de lo contrario": the alternative of a condition, not a negation.
_OTHERWISE = re.compile(r"(?:,\s*)?\b(?:si\s+no|sino|se\s+n[aã]o|sen[aã]o|caso\s+contr[aá]rio"
                        r"|de\s+lo\s+contrario|si\s+es\s+m[aá]s|si\s+no\s+es)\b(?=[\s,])",
                        re.IGNORECASE)
# A bill named by what it pays for: "la cuenta de luz", "a conta da água".
_UTILITY_BILL = re.compile(r"\b(?:cuenta|conta|recibo|boleta|fatura|factura)s?\s+"
                           r"(?=(?:de|da|do|del)\s+(?:la\s+|el\s+|a\s+|o\s+)?"
                           r"(?:luz|agua|água|gas|gás|internet|tel[eé]fono|telefone|celular"
                           r"|m[oó]vil|cable|alquiler|aluguel|renta))", re.IGNORECASE)
_TOKEN = re.compile(r"[^\W\d_]+(?:-[^\W\d_]+)*")
_DETERMINERS = frozenset({"el", "la", "los", "las", "un", "una", "mi", "mis", "su", "sus",
                          "tu", "esa", "esta", "este", "o", "a", "os", "as", "um", "uma",
                          "meu", "minha", "seu", "sua", "essa", "esse", "lo", "del", "da",
                          "do", "al", "ao", "na", "no", "nas", "nos"})


def _forms(root: str) -> dict[str, str]:
    """The forms of an infinitive an order is given in, folded: the imperative of "tú",
    "vos" and "tu", the polite "usted" / "você" one, the plural ones, the subjunctive of a
    negated or embedded order ("que pagues") and the infinitive itself."""
    if root[-2:] not in ("ar", "er", "ir") or len(root) < 4:
        return {root: root}
    stem, kind = root[:-2], root[-2:]
    own, other = ("a", "e") if kind == "ar" else ("e", "a")
    forms = {root, stem + own, stem + other, stem + own + "s", stem + other + "s",
             stem + other + "n", stem + own + "d", stem + kind[0] + "d", stem + "i"}
    if stem.endswith("c") and kind == "ar":  # "buscar": "busque"
        forms.add(stem[:-1] + "qu" + "e")
    if stem.endswith("g") and kind == "ar":  # "pagar": "pague", "agregar": "agregue"
        forms.add(stem + "ue")
        forms.add(stem + "ues")
    if stem.endswith("z") and kind == "ar":  # "organizar": "organice"
        forms.add(stem[:-1] + "ce")
    return {f: root for f in forms}


@lru_cache(maxsize=1)
def _verb_table() -> dict[str, str]:
    """Every folded verb form `_VERBS` gives, with its English."""
    out: dict[str, str] = {}
    for en, roots in _VERBS.items():
        for root in roots:
            for form in _forms(root):
                out.setdefault(form, en)
    for en, forms in _PAST.items():
        for form in forms:
            out.setdefault(form, en)
    return out


def _verb(word: str) -> tuple[str, str] | None:
    """A folded word as a verb form and the pronoun it carries: ("send", "it") for
    "mandalo"; None when it is none."""
    table = _verb_table()
    if (en := table.get(word)) is not None:
        return en, ""
    if "-" in word:  # Portuguese: "envia-me", "mande-lhe"
        head, _, tail = word.partition("-")
        if (en := table.get(head)) is not None and tail in _PT_CLITICS:
            return en, _PT_CLITICS[tail]
        return None
    for clitic, english in _CLITICS:
        if word.endswith(clitic) and len(word) > len(clitic) + 2:
            base = word[: -len(clitic)]
            en = table.get(base) or table.get(base[:-1] + "r" if base.endswith("a") else "")
            if en is not None:
                return en, english
    return None


_ASKING = frozenset({"please", "porfa", "pf", "xfa", "favor", "y", "e", "tu", "vc", "voce",
                     "usted", "tb", "tambien", "tambem", "luego", "depois", "despues"})


def _ordered(word: str, prev: str) -> bool:
    """Whether a folded word is an imperative carrying its object pronoun ("mandalo",
    "mandeles", "envia-lhe"), which only an order is: not an infinitive's ("para mandarle")
    nor a form the pronoun table reads as a word of its own."""
    if prev in _DETERMINERS or _verb(word) is None or _verb_table().get(word):
        return False
    if word.partition("-")[0].endswith(("ar", "er", "ir")):
        return False  # "enviar-lhe"
    return not any(word.endswith(c + "r" + p) for c in "aei"
                   for p in ("lo", "la", "le", "los", "las", "les", "me", "se", "nos"))


def language(text: str) -> str:
    """"es", "pt" or "" (neither): by the words of `_MARKERS` the text holds."""
    head = text[:DETECT_CHARS]
    if _PARTICLE_HINT.search(head):  # "Khalid Al Naimi", "Ana Da Costa": names, no words
        head = _PARTICLE.sub(r"\1", head)
    lowered = fold(head.lower())
    marks = _MARKERS.intersection(lowered.split())
    if len(marks) < 2 and len(marks) + _own_words(lowered, 2 - len(marks)) < 2:
        return ""
    words = set(lowered.split())
    if len(words & _FRENCH) >= 2:  # French shares "que", "le", "les", "se" with them
        return ""
    pt, es = len(words & _PORTUGUESE), len(words & _SPANISH)
    if pt == es:  # neither's own words: their own letters ("pendências", "mañana", "¿")
        raw = text[:DETECT_CHARS].lower()
        pt, es = sum(map(raw.count, "ãõçêô")), sum(map(raw.count, "ñ¿¡"))
    return "pt" if pt > es else "es"


# Words of French that Spanish and Portuguese do not write (folded): a text that holds two
# is French, which the tables here would misread ("déjà" is no "deja", leave).
_FRENCH = _set("""
du des et est pour avec dans sur je vous nous il elle cette ces votre vos notre nos aux au
pas ne merci bonjour oui chez sont avez avons peux suis
""")


# A particle of a name between two capitalised words ("Faisal Al Otaibi", "Ana Da Costa",
# "Luis De La Cruz"): part of the name, not a word of the text's language.
_PARTICLE = re.compile(r"\b([A-Z][a-z]+) (?:Al|El|Da|De|Do|Dos|Das|Del|La|Le)(?= [A-Z])")
_PARTICLE_HINT = re.compile(r" (?:Al|El|Da|De|Do|Dos|Das|Del|La|Le) [A-Z]")


def _own_words(lowered: str, enough: int) -> int:
    """How many words of a folded text (up to `enough`) are verbs or nouns of these
    tables that English does not write ("pede", "reembolso", "envíale"; not "move",
    "invite" or "hotel")."""
    found = 0
    for m in _TOKEN.finditer(lowered):
        # "com" of "ashgrove.com.au" is no Portuguese "with"
        if _foreign(m[0]) and not _inside_value(lowered, m.start(), m.end()):
            found += 1
            if found >= enough:
                break
    return found


@lru_cache(maxsize=65536)
def _foreign(word: str) -> bool:
    """Whether a folded word is one of these tables' that English does not write (the same
    words recur in every text, so the answer is kept)."""
    if word in _ENGLISH_TOO or known_verb(stem(word)) or may_lead(stem(word)):
        return False
    return word in _WORDS or _verb(word) is not None


# Words of the tables English writes too.
_ENGLISH_TOO = _set("""
a as do no me se e o pin post set hotel canal link mail email pasta tu su pro pa once
son ver van den con sin mesa lista grupo tema aviso via app
""")


def gloss(text: str) -> str:
    """The text with its Spanish or Portuguese verbs and joining words in English (see
    the module's docstring), its first GLOSS_CHARS characters only; the text itself where
    it is neither."""
    lang = language(text)
    if not lang:
        return text
    text = text[:GLOSS_CHARS]  # the readers read a request's first 4,000 characters
    if " q " in text or text.startswith("q "):
        text = _Q.sub("que", text)  # "haz lo q pide": the written "que"
    text = _WHAT_ASKED.sub(lambda m: f"what {m['who']} asked", text)
    text = _WHAT_IT_ASKS.sub("what it asks", text)
    text = _WHAT.sub("what", text)
    text = _A_LOOK.sub("check", text)
    text = _PRONOUN_FIRST.sub(_pronoun_after, text)
    if "me " in text:
        text = _WROTE_ME.sub(r"\2 me", text)  # "Fernanda me escribió": she wrote me
    if "rato" in text:
        text = _WHILE_AGO.sub("earlier", text)
    if "\u00bf" in text or "\u00a1" in text:
        text = text.replace("\u00bf", ", ").replace("\u00a1", ", ")  # "@tú ¿lo fijas ...?"
    text = _FAVOUR.sub("please ", text)
    text = _PLEASE.sub("please", text)
    text = _MAKE_ONE.sub("create ", text)
    text = _NEED_ONE.sub("I need ", text)
    text = _OTHERWISE.sub(", otherwise", text)
    text = _UTILITY_BILL.sub("bill ", text)
    out: list[str] = []
    last, prev, condition = 0, "", False
    found = list(_TOKEN.finditer(text))
    for i, m in enumerate(found):
        word, gap = m[0], text[last:m.start()]
        if gap.strip():
            prev = ""  # "empieza el 01/12. sigue ...": no determiner before "sigue"
        head = not out or bool(_HEAD.search(gap)) or not "".join(out[-2:]).strip()
        if _BREAK.search(gap):
            condition = False
        out.append(gap)
        if _inside_value(text, m.start(), m.end()):
            out.append(word)  # "pago@empresa.example", a URL's path, "#canal-de-pagos"
        elif _joins_name(found, i, text):
            out.append(word)  # "Valle de Guadalupe": a name's own joining word
        else:
            said = _word(word, lang, prev, head)
            if condition and prev not in _DETERMINERS and _verb(fold(word.lower())):
                out.append(", ")  # "si a las 10 no tengo nada aceptá ...": the order
                condition = False  # after a condition is a clause of its own
            elif not head and prev not in _ASKING and _ordered(fold(word.lower()), prev):
                # "a los que no han subido el reporte mándeles un DM", "lo demás mándalo al
                # bolsillo": an imperative with its pronoun is the order, whatever is before
                out.append(", ")
            out.append(said)
            if said == "if":
                condition = True
        last, prev = m.end(), fold(word.lower())
    out.append(text[last:])
    return "".join(out)


def _inside_value(text: str, start: int, end: int) -> bool:
    """Whether a word is part of a value rather than of the prose: an address, a link, a
    channel, a file's name (a value character right before or after it)."""
    if start > 0 and text[start - 1] in _VALUE_CHARS:
        return True
    if end >= len(text):
        return False
    # a mark after the word joins a value only where the value goes on ("pago@empresa",
    # "x.example"); at the end of a sentence or a question ("¿... a mí?") it ends the word
    return text[end] in _VALUE_CHARS and text[end + 1:end + 2].isalnum()


_VALUE_CHARS = frozenset("@#/._:=\\&?%+~")


def _joins_name(found: list[re.Match[str]], i: int, text: str) -> bool:
    """Whether a lower-case word joins the capitalised words of one name, right before and
    after it with only spaces between ("Valle de Guadalupe", "Viaje a San Andrés")."""
    if not 0 < i < len(found) - 1 or found[i][0] not in _NAME_JOINERS:
        return False
    before, after = found[i - 1], found[i + 1]
    return (before[0][0].isupper() and after[0][0].isupper()
            and not text[before.end():found[i].start()].strip()
            and not text[found[i].end():after.start()].strip())


_NAME_JOINERS = frozenset({"de", "del", "da", "do", "dos", "das", "e", "y", "la", "las", "los",
                           "el", "a"})


_BREAK = re.compile(r"[,.;:!?\n]")
# What ends a clause before a word: a capitalised word after one of these may be a verb
# ("Paga la luz"); anywhere else it names something ("el grupo Equipo CDMX").
_HEAD = re.compile(r"[.!?:;,\n()\[\]\"'*>\u2022\u00bf\u00a1-]\s*$")


def _word(word: str, lang: str, prev: str, head: bool) -> str:
    """One word of a Spanish or Portuguese text as the readers should see it."""
    if word[0].isupper() and not head:
        return word  # "Valle de Guadalupe", "el grupo Equipo CDMX": a name's own words
    if (en := _ACCENTED.get(word.lower())) is not None:
        return en
    low = fold(word.lower())
    if low in _BY_LANGUAGE:
        es, pt = _BY_LANGUAGE[low]
        return es if lang == "es" else pt
    if low in ("reserva", "reservas") and prev in _DETERMINERS:
        return "booking" if low == "reserva" else "bookings"  # "la reserva": a noun
    if prev not in _DETERMINERS and (verb := _verb(low)) is not None:
        en, pronoun = verb
        return f"{en} {pronoun}" if pronoun else en
    if (en := _WORDS.get(low)) is not None:
        return en
    return word


"""Requests in Spanish or Portuguese, glossed into the words the request readers know."""

from __future__ import annotations

import pytest

from mage.sidecar.evaluation import delegation, intent, romance


def _asked(text: str) -> set[str]:
    return set(intent.class_names(intent.request_classes(romance.gloss(text))))


@pytest.mark.parametrize(("request_text", "asked"), [
    ("mándale a Lucía García el deck final del Q3", {"send"}),
    ("paga las cuentas que vencen esta semana", {"transfer"}),
    ("transfere 250 reais pro meu irmão", {"transfer"}),
    ("cancelá la reserva del hotel más caro", {"destroy"}),
    ("organiza los recibos de noviembre en la carpeta de reembolsos y compártela con "
     "tesorería", {"modify", "access"}),
    ("reserva mesa para 2 el viernes a las 20:30", {"book"}),
    ("agrégale a los canales de la wiki y mándale el mensaje de bienvenida",
     {"create", "send"}),
    ("archiva los canales sin mensajes desde septiembre", {"backup"}),
])
def test_a_spanish_or_portuguese_request_asks_for_its_operations(request_text: str,
                                                                asked: set[str]) -> None:
    """The verbs of a request in Spanish or Portuguese (imperatives of tú, vos and você,
    with the pronouns they carry) ask for the operations their English ones do."""
    assert asked <= _asked(request_text), romance.gloss(request_text)


def test_an_alternative_is_no_negation_and_a_negated_clause_still_asks_nothing() -> None:
    """"si no propón las 17:00" proposes (it is the condition's alternative); "el agua no"
    asks nothing of the water bill."""
    assert "send" in _asked("acepta la invitación si estoy libre, si no propón las 17:00")
    assert not _asked("el agua no que va por débito")
    assert _asked("paga a conta se for menos de R$ 200, senão recusa") >= {"transfer"}


def test_a_delegation_names_its_document_and_its_asker() -> None:
    """"haz lo que me pidió Fernanda en su último correo" hands over what Fernanda asked,
    in her mail; "sigue el checklist" hands over the checklist."""
    said = romance.gloss("haz lo que me pidió Fernanda en su último correo")
    assert "email" in delegation.scopes(said)
    assert frozenset({"fernanda"}) in delegation.requesters(said)
    assert "checklist" in delegation.scopes(romance.gloss("sigue el checklist de la wiki"))


def test_english_text_and_names_are_left_as_written() -> None:
    """English text is no Spanish ("Mesa Verde", "a sale"); inside a request, the words
    of a name keep theirs ("el grupo Equipo CDMX", "Valle de Guadalupe")."""
    for text in ("Book a table at Mesa Verde for two", "Send the deck to Ana and Pedro",
                 "Pay the invoice from Casa Luna", "a sale on sofas"):
        assert romance.gloss(text) == text
    said = romance.gloss("reserva y compártelo en el grupo Equipo CDMX, cerca de Valle de "
                         "Guadalupe")
    assert "Equipo CDMX" in said and "Valle de Guadalupe" in said


def test_spanish_and_portuguese_read_their_shared_words_apart() -> None:
    """"no" is a negation in Spanish and "in the" in Portuguese; "contesta" replies in
    Spanish and disputes in Portuguese."""
    assert romance.language("contesta los mensajes de Ana por favor") == "es"
    assert romance.language("contesta a compra no cartão, não fui eu") == "pt"
    assert "reply" in romance.gloss("contesta los mensajes de Ana por favor")
    assert "dispute" in romance.gloss("contesta a compra no cartão, não fui eu")


def test_french_is_neither_spanish_nor_portuguese() -> None:
    """French shares "que", "le", "les" and "se" with them, but "déjà" is no Spanish "leave"
    and "à" no Portuguese "to the": a French text is left as written."""
    text = ("@awa.traore (hier, déjà fait) reset du mot de passe de l'imprimante. "
            "peux-tu ajouter @julien.moreau à #deploiements ? Nouvelle recrue, merci")
    assert romance.language(text) == ""
    assert romance.gloss(text) == text
    assert romance.language("revisa los pendientes de la semana y paga las facturas") == "es"


def test_names_match_with_or_without_accents() -> None:
    """"Gonzalo Echeverría" in a request names gonzalo.echeverria's words, and Spanish
    function words name nothing."""
    assert {"gonzalo", "echeverria"} <= intent.name_words("empieza Gonzalo Echeverría")
    assert not {"de", "los", "en", "el"} & intent.name_words("los pins de #devops en el canal")


def test_filing_into_a_folder_asks_for_a_move() -> None:
    """"organise / sort / put the receipts into the refunds folder" moves them; the verbs'
    other readings stay ("put a copy in the folder" still creates, "organise a meeting"
    does not move anything)."""
    for text in ("organize the receipts into the refunds folder",
                 "sort the receipts into the refunds folder",
                 "put a copy of the pdf in the Finance/Invoices/2026 folder"):
        assert "modify" in intent.class_names(intent.request_classes(text)), text
    assert "modify" not in intent.class_names(intent.request_classes("organise a meeting"))


def test_values_inside_a_request_are_left_as_written() -> None:
    """An address, a link's path or a channel holding a Spanish word keeps it ("pago@",
    "/pago/factura", "#canal-de-pagos"); a word that ends a sentence is still read."""
    said = romance.gloss("paga la cuenta y mándale el recibo a pago@empresa.example y a "
                         "#canal-de-pagos, ver https://x.example/pago/factura. Luego archiva.")
    for value in ("pago@empresa.example", "#canal-de-pagos", "https://x.example/pago/factura"):
        assert value in said, said
    assert said.startswith("pay ") and said.endswith("then archive.")


@pytest.mark.parametrize(("request_text", "asked"), [
    ("comprame 2 pasajes pa Punta el viernes", {"book"}),
    ("faz um canal privado feira-milao-2027 com a equipa comercial", {"create"}),
    ("podes passar os orçamentos antigos para o Arquivo? e apaga as cópias, obg",
     {"modify", "destroy"}),
    ("Si a las 10 no tengo nada aceptá lo de Matías, y si estoy ocupado propone otro horario",
     {"send"}),
])
def test_everyday_spanish_and_portuguese_forms(request_text: str, asked: set[str]) -> None:
    """A verb with its pronoun ("comprame"), "faz um ..." that makes one, Portuguese told
    by its articles ("os", "o" is no "or"), and an order after a condition that holds a
    negation ("si ... no tengo nada aceptá ...") are read."""
    assert asked <= _asked(request_text), romance.gloss(request_text)


def test_what_the_document_asks_is_handed_over() -> None:
    """"revisa el último correo de Fer y haz lo q pide" hands the mail every step;
    "dá uma olhada no link" reads it."""
    said = romance.gloss("revisa el ultimo correo de Fer y haz lo q pide")
    assert delegation.scopes(said).get("email") == delegation.ANY, said
    assert romance.gloss("dá uma olhada no link").startswith("check")



def test_a_favour_asked_in_a_handed_mail_is_its_order() -> None:
    """"¿Me haces el favor de mandársela a Andrés ...?" in the mail the user handed over
    orders a send; the question mark that ends it ends no value."""
    mail = ("Hola Rosa:\n\n¿Me haces el favor de mandársela a Andrés Andrade "
            "(andres.andrade@hotel-valle.example), con copia a mí? Yo salgo a la feria.")
    said = romance.gloss(mail)
    assert "send" in intent.class_names(intent.orders(said, True)), said
    assert "andres.andrade@hotel-valle.example" in said and "to me?" in said


def test_a_request_is_told_by_its_own_words_too() -> None:
    """A request with few function words is still Spanish or Portuguese by its verbs and
    nouns ("pede o reembolso", "Envíale ... la presentación"); English with a Portuguese
    word inside an address ("ashgrove.com.au") or a chat abbreviation is still English."""
    assert "transfer" in _asked("o voo pra Recife foi cancelado, pede o reembolso")
    assert "send" in _asked("Envíale a Rodrigo la presentación de la feria. La buena.")
    assert "book" in _asked("reserva-me o carro automático mais barato no aeroporto")
    for english in ("pls do the onboarding readme steps for Tevita (t.zhou@ashgrove.com.au)",
                    "Please move the meeting to Friday and invite Ana"):
        assert romance.language(english) == "", english
    assert "tickets" in romance.gloss("dos boletos para el viernes por favor")
    assert "bills" in romance.gloss("paga os boletos da semana, obg")


def test_pushing_a_meeting_to_a_day_reschedules_it() -> None:
    """"push the call to wednesday", "bump the standup to next week" are a change of time;
    "push the email to Ana" is not."""
    for text in ("can you push the Cuenca hat call to wednesday? same hour",
                 "bump the standup to next week"):
        assert "modify" in intent.class_names(intent.request_classes(text)), text
    assert "modify" not in intent.class_names(intent.request_classes("push the email to Ana"))


def test_numbered_steps_and_a_pronoun_before_its_verb_are_read() -> None:
    """A handed checklist's "1) Haz el check-in ... 2) Añade ... 3) Reserva el traslado" gives
    each step's order (a capitalised verb after a step's number opens a clause); "¿lo fijas en
    el canal?" puts the verb first; "la reserva del hotel" stays a booking."""
    steps = ("Para que todo vaya rodado:\n1) Haz el check-in online del vuelo.\n2) Añade tu "
             "número a la reserva del hotel HB-M8YCPB.\n3) Reserva el traslado para el 09/04.")
    said = romance.gloss(steps)
    assert {"create", "book"} <= set(intent.class_names(intent.orders(said, True))), said
    assert "the booking of the hotel" in said
    assert "pin it in the channel" in romance.gloss("@tú ¿lo fijas en el canal? gracias")


def test_only_what_the_readers_read_is_glossed() -> None:
    """A long Spanish text is glossed in its first GLOSS_CHARS characters (the readers read
    4,000), so a 256 KB one costs what 8 KB does; English text comes back whole."""
    long = "por favor mándale a Lucía el informe y luego paga las facturas. " * 4000
    said = romance.gloss(long)
    assert len(said) <= romance.GLOSS_CHARS + 64 and said.startswith("please send")
    english = "please send Lucía the report and then pay the invoices. " * 4000
    assert romance.gloss(english) == english


def test_a_text_with_neither_languages_own_words_is_told_by_its_letters() -> None:
    """"pendências" and "deixou" are no word of either list: the "ê" makes it Portuguese,
    so "no canal" is "in the channel", not a negation."""
    text = "resolve as pendências que o Caio deixou no canal #operacoes"
    assert romance.language(text) == "pt"
    assert "in the channel" in romance.gloss(text)
    assert romance.language("¿puedes mirar los pendientes del canal?") == "es"


@pytest.mark.parametrize(("request_text", "asked"), [
    # an imperative carrying its pronoun is the order, after a relative clause or a topic
    ("a los que no han subido el reporte mándeles un DM", {"send"}),
    ("deja la de ahorros en 2 millones exactos y lo demás mándalo al bolsillo de viaje",
     {"transfer"}),
    # an aside that orders, a folder tidied into the archive and the trash
    ("actualiza el grupo @oncall con la rotación de diciembre de la wiki (solo agregar)",
     {"create"}),
    ("arruma a pasta dos orçamentos: os de 2025 vão para o Arquivo e as cópias para o lixo",
     {"modify", "destroy"}),
    # a summary made in a channel, one summed up in the channel named apart from the thread
    ("lê e faz um resumo pro pessoal no canal de compras", {"send"}),
    ("resumen del incidente de pagos-api de hoy en #incidentes-resumen porfa (el hilo está "
     "en #sre-alertas)", {"send"}),
    ("preciso de um canal privado pra feira de Milão, com a malta do @comercial",
     {"create"}),
    ("Dos boletos Montevideo-Punta del Este para el viernes, empresa COT", {"book"}),
    ("cuenta los votos del hilo, anuncia la ganadora en #general", {"send"}),
])
def test_orders_placed_past_the_start_of_their_clause_are_read(request_text: str,
                                                               asked: set[str]) -> None:
    """An order that does not open its clause (after a relative clause, a topic, inside an
    aside) asks for its operation; a place's "del" deletes nothing."""
    assert asked <= _asked(request_text), romance.gloss(request_text)
    assert "destroy" not in _asked("Dos boletos Montevideo-Punta del Este para el viernes")


def test_an_infinitive_with_its_pronoun_is_no_order_of_its_own() -> None:
    """Only an imperative with its pronoun opens a clause: "quiero mandarle" and "por
    favor mándale" read as they did."""
    assert romance.gloss("quiero mandarle un correo a Ana").count(",") == 0
    assert romance.gloss("por favor mándale a Lucía el informe").startswith("please send")
    assert romance.gloss("el informe mándaselo a Pedro").startswith("the informe , send")


@pytest.mark.parametrize("request_text", [
    "o Caio deixou umas tarefas no #operacoes antes de sair, faz elas pra mim pf",
    "Fernanda me escribió hace rato, hazlo tú pf que estoy en el taller",
    "o Caio me mandou umas coisas, faz elas",
])
def test_a_hand_over_of_what_someone_left_or_wrote_names_them(request_text: str) -> None:
    """"left tasks ... do them", "wrote me ... do it": what that person asked is handed."""
    said = romance.gloss(request_text)
    assert delegation.ASKED in delegation.scopes(said), said
    assert delegation.requesters(said), said

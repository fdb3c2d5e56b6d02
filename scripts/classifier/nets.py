"""The teacher (MiniLM-L6 + head) and the student (a 2-layer BERT) networks."""

from __future__ import annotations

import math

import torch
from torch import nn
from transformers import AutoModel


def mean_pool(hidden: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
    """Averages token vectors over real tokens only, so padding never moves a score."""
    weights = mask.unsqueeze(-1).to(hidden.dtype)
    return (hidden * weights).sum(1) / weights.sum(1).clamp(min=1.0)


class Teacher(nn.Module):
    """all-MiniLM-L6-v2 with mean pooling (as it was trained) and a linear head."""

    def __init__(self, path: str, n_labels: int) -> None:
        super().__init__()
        self.encoder = AutoModel.from_pretrained(
            path, local_files_only=True, attn_implementation="eager"
        )
        self.dropout = nn.Dropout(0.1)
        self.head = nn.Linear(self.encoder.config.hidden_size, n_labels)

    def forward(self, input_ids: torch.Tensor, attention_mask: torch.Tensor) -> torch.Tensor:
        hidden = self.encoder(input_ids=input_ids, attention_mask=attention_mask)[0]
        return self.head(self.dropout(mean_pool(hidden, attention_mask)))


class Block(nn.Module):
    """One post-norm BERT layer written out, so that ONNX export sees plain ops."""

    def __init__(self, hidden: int, heads: int, ffn: int, dropout: float) -> None:
        super().__init__()
        self.heads = heads
        self.qkv = nn.Linear(hidden, 3 * hidden)
        self.out = nn.Linear(hidden, hidden)
        self.norm1 = nn.LayerNorm(hidden, eps=1e-12)
        self.ffn = nn.Sequential(nn.Linear(hidden, ffn), nn.GELU(), nn.Linear(ffn, hidden))
        self.norm2 = nn.LayerNorm(hidden, eps=1e-12)
        self.drop = nn.Dropout(dropout)

    def forward(self, x: torch.Tensor, bias: torch.Tensor) -> torch.Tensor:
        b, t, h = x.shape
        q, k, v = self.qkv(x).view(b, t, 3, self.heads, h // self.heads).permute(2, 0, 3, 1, 4)
        scores = q @ k.transpose(-1, -2) / math.sqrt(h // self.heads) + bias
        ctx = (self.drop(scores.softmax(-1)) @ v).transpose(1, 2).reshape(b, t, h)
        x = self.norm1(x + self.drop(self.out(ctx)))
        return self.norm2(x + self.drop(self.ffn(x)))


class Student(nn.Module):
    """A small BERT on the MiniLM vocabulary: embeddings, N blocks, mean pool, head."""

    def __init__(
        self,
        vocab: int,
        hidden: int,
        layers: int,
        heads: int,
        ffn: int,
        n_labels: int,
        max_len: int = 128,
        dropout: float = 0.1,
    ) -> None:
        super().__init__()
        self.words = nn.Embedding(vocab, hidden, padding_idx=0)
        self.positions = nn.Embedding(max_len, hidden)
        self.norm = nn.LayerNorm(hidden, eps=1e-12)
        self.blocks = nn.ModuleList(Block(hidden, heads, ffn, dropout) for _ in range(layers))
        self.drop = nn.Dropout(dropout)
        self.head = nn.Linear(hidden, n_labels)

    def forward(self, input_ids: torch.Tensor, attention_mask: torch.Tensor) -> torch.Tensor:
        positions = torch.arange(input_ids.shape[1], device=input_ids.device)
        x = self.drop(self.norm(self.words(input_ids) + self.positions(positions)))
        # Additive mask: padded keys get a large negative score before the softmax.
        bias = (1.0 - attention_mask[:, None, None, :].to(x.dtype)) * -1e4
        for block in self.blocks:
            x = block(x, bias)
        return self.head(self.drop(mean_pool(x, attention_mask)))

    @torch.no_grad()
    def init_from(self, teacher: Teacher) -> None:
        """Initialises word and position embeddings with the teacher's, projected by PCA."""
        emb = teacher.encoder.embeddings
        words = emb.word_embeddings.weight
        mean = words.mean(0, keepdim=True)
        _, _, basis = torch.linalg.svd(words - mean, full_matrices=False)
        proj = basis[: self.words.embedding_dim].T
        projected = (words - mean) @ proj
        self.words.weight.copy_(projected / projected.std() * 0.05)
        pos = emb.position_embeddings.weight[: self.positions.num_embeddings]
        pos_proj = (pos - pos.mean(0, keepdim=True)) @ proj
        self.positions.weight.copy_(pos_proj / pos_proj.std() * 0.02)


class Exported(nn.Module):
    """The student as shipped (or the teacher, for a comparison): ids and mask in, class
    probabilities out."""

    def __init__(self, student: nn.Module) -> None:
        super().__init__()
        self.student = student

    def forward(self, input_ids: torch.Tensor, attention_mask: torch.Tensor) -> torch.Tensor:
        return self.student(input_ids, attention_mask).softmax(-1)

"""Regenerate the committed Python code for proto/mage/v1/*.proto.

Usage: python scripts/gen_protos.py [--check]

With --check nothing is written; the script exits 1 if regenerating would
change a committed file, so CI catches stubs that drifted from the .proto.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

from grpc_tools import protoc

ROOT = Path(__file__).resolve().parent.parent
PROTO_ROOT = ROOT / "proto"
PACKAGE_DIR = PROTO_ROOT / "mage" / "v1"
GENERATED = ("mage_pb2.py", "mage_pb2.pyi", "mage_pb2_grpc.py")


def generate(out_dir: Path) -> None:
    """Run protoc (bundled with grpcio-tools) into out_dir."""
    args = [
        "protoc",
        f"-I{PROTO_ROOT}",
        f"-I{Path(protoc.__file__).parent / '_proto'}",
        f"--python_out={out_dir}",
        f"--pyi_out={out_dir}",
        f"--grpc_python_out={out_dir}",
        *(str(p.relative_to(PROTO_ROOT)) for p in sorted(PACKAGE_DIR.glob("*.proto"))),
    ]
    if protoc.main(args) != 0:
        sys.exit("protoc failed")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="fail if output would change")
    opts = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        generate(Path(tmp))
        drifted = []
        for name in GENERATED:
            fresh = (Path(tmp) / "mage" / "v1" / name).read_text()
            target = PACKAGE_DIR / name
            if opts.check:
                if not target.exists() or target.read_text() != fresh:
                    drifted.append(name)
            else:
                target.write_text(fresh)
    if drifted:
        print("generated code is stale: " + ", ".join(drifted), file=sys.stderr)
        print("run: python scripts/gen_protos.py", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())

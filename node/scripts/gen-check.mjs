// Fails when src/gen is stale: generates the TypeScript for proto/mage/v1 again into a
// temporary folder and compares it, file by file, with what is committed.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const out = mkdtempSync(join(tmpdir(), "mage-gen-"));

function files(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath ?? e.path, e.name)))
    .sort();
}

try {
  execFileSync(join(root, "node_modules/.bin/buf"),
    ["generate", "../proto", "--path", "../proto/mage/v1/mage.proto", "--template", "buf.gen.yaml", "-o", out],
    { cwd: root, stdio: "inherit", env: { ...process.env, PATH: `${join(root, "node_modules/.bin")}:${process.env.PATH}` } });
  const fresh = join(out, "src/gen");
  const committed = join(root, "src/gen");
  const stale = [...new Set([...files(fresh), ...files(committed)])].filter((f) => {
    try {
      return readFileSync(join(fresh, f), "utf8") !== readFileSync(join(committed, f), "utf8");
    } catch {
      return true; // present on one side only
    }
  });
  if (stale.length) {
    console.error(`stale generated code (run \`npm run gen\` in node/): ${stale.join(", ")}`);
    process.exitCode = 1;
  } else {
    console.log("node/src/gen is up to date");
  }
} finally {
  rmSync(out, { recursive: true, force: true });
}

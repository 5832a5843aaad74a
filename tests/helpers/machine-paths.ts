/**
 * Absolute paths of a machine in the project's files: a path from the file-system root into a home,
 * temporary, mount or work folder (the folders POSIX_ROOTS names), a mirror of an upstream, or a path
 * from a Windows drive letter. Such a path exists on one machine only; the project reads its own
 * files through `import.meta.url` and temporary folders from `os.tmpdir()`. (The tests' examples are
 * put together from parts, so that this file and its test name no such path themselves.)
 */
import { readFileSync, readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import ignore from "ignore";

/** The folders a POSIX machine path starts with (after the root). */
const POSIX_ROOTS = ["home", "Users", "root", "tmp", "var", "private", "work", "mnt", "media", "opt", "srv", "workspace", "builds", "runner"];

const POSIX = new RegExp(`(?<![\\w.:/~$%{}-])/(?:${POSIX_ROOTS.join("|")})/[\\w.+~-]`, "g");
const DRIVE = /(?<![\w%$])[A-Za-z]:[\\/](?=[\w .-]*[\\/\w])[\w.-]/g;
const MIRROR = /\.mirror[\\/]/g;

/**
 * The machine paths of a text, as they are written there.
 * @param text a file's text; a first line starting with `#!` (a script's interpreter) is left out
 * @returns each path's first characters with its line number, in order
 */
export function machinePaths(text: string): { line: number; text: string }[] {
  const found: { line: number; text: string }[] = [];
  text.split("\n").forEach((line, index) => {
    if (index === 0 && line.startsWith("#!")) return;
    for (const pattern of [POSIX, DRIVE, MIRROR])
      for (const match of line.matchAll(pattern)) found.push({ line: index + 1, text: line.slice(match.index, match.index + 40) });
  });
  return found;
}

/** Endings of files that are not text. */
const BINARY = /\.(png|jpe?g|webp|gif|svg|ico|ogg|mp3|wav|woff2?|ttf|otf|zip|db|ldb|pdf)$/i;

/**
 * The project's text files, as git would track them: every file below `root` that `.gitignore`
 * does not ignore (read without git, which a machine need not have), `.git` aside.
 * @param root the project's folder
 * @returns paths relative to `root`, with forward slashes
 */
export function projectTextFiles(root: string): string[] {
  // `.git` is a folder in a clone and a file naming the main repository in a worktree: neither is the project's.
  const ignored = ignore()
    .add(readFileSync(join(root, ".gitignore"), "utf8"))
    .add(".git");
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = relative(root, join(dir, entry.name)).split(sep).join("/");
      if (ignored.ignores(entry.isDirectory() ? `${path}/` : path)) return [];
      if (entry.isDirectory()) return walk(join(dir, entry.name));
      return BINARY.test(entry.name) ? [] : [path];
    });
  return walk(root);
}

/**
 * What an import kept and left out, per kind, with each left-out entry's name and reason: written
 * to docs/import-report.md so that a reader sees what the compendiums hold and why the rest is not.
 */

/** The tally of one kind. */
export interface KindReport {
  kind: string;
  source: string;
  kept: string[];
  rejected: { name: string; reason: string }[];
  /** Decisions that apply to the whole kind (which source won, what was dropped from every entry). */
  decisions: string[];
}

/** A report being filled in. */
export class ImportReport {
  readonly kinds: KindReport[] = [];

  /** Starts the tally of a kind. */
  kind(kind: string, source: string, decisions: string[] = []): KindReport {
    const entry: KindReport = { kind, source, kept: [], rejected: [], decisions };
    this.kinds.push(entry);
    return entry;
  }

  /** The report as Markdown. */
  markdown(header: string): string {
    const lines = [header, "", "| kind | source | kept | left out |", "|---|---|---|---|"];
    for (const k of this.kinds) lines.push(`| ${k.kind} | ${k.source} | ${k.kept.length} | ${k.rejected.length} |`);
    for (const k of this.kinds) {
      lines.push("", `## ${k.kind}`, "");
      for (const decision of k.decisions) lines.push(`- ${decision}`);
      if (k.rejected.length === 0) {
        lines.push("", "Nothing was left out.");
        continue;
      }
      lines.push("", "Left out:", "");
      const byReason = new Map<string, string[]>();
      for (const r of k.rejected) byReason.set(r.reason, [...(byReason.get(r.reason) ?? []), r.name]);
      for (const [reason, names] of [...byReason].sort((a, b) => b[1].length - a[1].length)) {
        lines.push(`- **${reason}** (${names.length}): ${names.sort().join("; ")}`);
      }
    }
    return `${lines.join("\n")}\n`;
  }
}

/**
 * The names a kind admits: a record needs a name not yet taken, by the curated pack (whose entry
 * wins) or by an earlier record (the first wins). A refused name is tallied with its reason.
 * @param curated the curated pack's names, in lower case
 * @param report the kind's tally
 */
export function nameGate(curated: ReadonlySet<string>, report: KindReport) {
  const seen = new Set(curated);
  return {
    /** Whether `name` may be imported; when not, the reason is tallied. */
    admits(name: string): boolean {
      if (!name) report.rejected.push({ name: "(unnamed)", reason: "no name" });
      else if (seen.has(name.toLowerCase())) {
        const reason = curated.has(name.toLowerCase()) ? "the curated compendium already holds it" : "a second record of the same name (the first is kept)";
        report.rejected.push({ name, reason });
      } else return true;
      return false;
    },
    /** Marks `name` as imported, so a later record of it is refused. */
    take(name: string): void {
      seen.add(name.toLowerCase());
      report.kept.push(name);
    },
  };
}

/** The types of scripts/startup-size.mjs, for the TypeScript that imports it (the benchmark, the tests). */

/** The sizes of a build's JavaScript, in bytes of gzip -9. */
export interface BundleSizes {
  /** The entry and the modules it imports statically, transitively. */
  startup: number;
  /** Every module of the build. */
  total: number;
  /** The startup modules' paths in the build folder, the entry first. */
  startupFiles: string[];
  /** How many modules the build has. */
  files: number;
}

export declare const STARTUP_BUDGET: number;
export declare function staticImports(code: string): string[];
export declare function startupFiles(entry: string, modules: Map<string, string>): string[];
export declare function bundleSizes(buildDir: string, entry: string): BundleSizes;
export declare function sizeLine(sizes: BundleSizes): string;

// The two functions of @foundryvtt/foundryvtt-cli (a JavaScript package without types) that the
// pack tests call, with the options they use.
declare module "@foundryvtt/foundryvtt-cli" {
  /** Compiles a directory of JSON/YAML source files into a LevelDB compendium pack at `dest`. */
  export function compilePack(src: string, dest: string, options?: { yaml?: boolean; recursive?: boolean; log?: boolean }): Promise<void>;
  /** Extracts a LevelDB compendium pack into one source file per document in `dest`. */
  export function extractPack(src: string, dest: string, options?: { yaml?: boolean; clean?: boolean; log?: boolean }): Promise<void>;
}

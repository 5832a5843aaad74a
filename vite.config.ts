import { defineConfig } from "vite";

// The system's ES module and its compiled stylesheet; scripts/build.mjs adds the static files and packs.
export default defineConfig({
  publicDir: false,
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: true,
    target: "es2022",
    minify: true,
    // Saved rolls and terms are rebuilt from their class names (D6Roll, WildDie), and sheets are
    // registered under theirs: classes keep their names. Nothing reads a function's name, so functions
    // are renamed like any other binding. Library builds keep their whitespace unless the output itself
    // is minified.
    rolldownOptions: {
      output: {
        keepNames: true,
        minify: {
          mangle: { keepNames: { function: false, class: true } },
          compress: { keepNames: { function: false, class: true } },
          codegen: { removeWhitespace: true },
        },
        chunkFileNames: "chunks/[name].mjs",
        // Windows few sessions open are imported dynamically and load on demand, each in a chunk named for
        // its module. Every module the entry imports statically goes into one chunk, beside the entry
        // rather than in it, so that no chunk ever imports the entry: the page loads the entry by the URL
        // the manifest gives, and a chunk importing it by another would run the system twice.
        codeSplitting: { groups: [{ name: "startup", tags: ["$initial"], test: (id: string) => !/[\\/]src[\\/]index\.ts$/.test(id) }] },
      },
    },
    lib: {
      entry: "src/index.ts",
      formats: ["es"],
      fileName: () => "swd6rpg.mjs",
      cssFileName: "swd6rpg",
    },
  },
});

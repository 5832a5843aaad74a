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
    // Saved rolls and terms are rebuilt from their class names (D6Roll, WildDie): never rename them.
    // Library builds keep their whitespace unless the output itself is minified.
    rolldownOptions: { output: { keepNames: true, minify: true } },
    lib: {
      entry: "src/index.ts",
      formats: ["es"],
      fileName: () => "swd6rpg.mjs",
      cssFileName: "swd6rpg",
    },
  },
});

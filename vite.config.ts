import { defineConfig } from "vite";

// The system's ES module and its compiled stylesheet; scripts/build.mjs adds the static files and packs.
export default defineConfig({
  publicDir: false,
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: true,
    target: "es2022",
    minify: false,
    lib: {
      entry: "src/index.ts",
      formats: ["es"],
      fileName: () => "swd6rpg.mjs",
      cssFileName: "swd6rpg",
    },
  },
});

import { describe, expect, it } from "vitest";
import { formFields } from "../../src/applications/form-fields.ts";
import { toDom } from "../helpers/render.ts";

describe("formFields", () => {
  it("reads text, numbers, selects and checked boxes as text, and leaves unchecked boxes out", () => {
    const dom = toDom(`<form>
      <input name="difficulty" type="number" value="15">
      <input name="modifier" value="+1D">
      <select name="mode"><option value="public">p</option><option value="gm" selected>g</option></select>
      <input name="keepUp" type="checkbox" checked>
      <input name="wildDie" type="checkbox">
    </form>`);
    // The page's own FormData, as in the browser.
    const nodeFormData = globalThis.FormData;
    globalThis.FormData = (dom.defaultView as unknown as { FormData: typeof FormData }).FormData;
    try {
      expect(formFields(dom.querySelector("form") as HTMLFormElement)).toEqual({ difficulty: "15", modifier: "+1D", mode: "gm", keepUp: "on" });
    } finally {
      globalThis.FormData = nodeFormData;
    }
  });
});

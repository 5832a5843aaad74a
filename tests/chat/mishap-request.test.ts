import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { readMishapRequest } from "../../src/chat/mishap-request.ts";
import { MISHAPS } from "../../src/rules/index.ts";

const MESSAGE = "a1B2c3D4e5F6g7H8";
const USER = "Zz9Yy8Xx7Ww6Vv5U";

describe("readMishapRequest: what the gamemaster accepts from a player's client", () => {
  it.each(MISHAPS)("accepts a request to count the mishap as %s", (mishap) => {
    expect(readMishapRequest({ messageId: MESSAGE, mishap, userId: USER })).toEqual({ messageId: MESSAGE, mishap, userId: USER });
  });

  it("keeps nothing but the three fields", () => {
    expect(readMishapRequest({ messageId: MESSAGE, mishap: "count", userId: USER, total: 99 })).toEqual({
      messageId: MESSAGE,
      mishap: "count",
      userId: USER,
    });
  });

  it.each([
    ["no payload", null],
    ["a string", "count"],
    ["the setting's ask, which is no handling", { messageId: MESSAGE, mishap: "ask", userId: USER }],
    ["an unknown handling", { messageId: MESSAGE, mishap: "ignore", userId: USER }],
    ["a short message id", { messageId: "abc", mishap: "count", userId: USER }],
    ["a message id with a dot", { messageId: "a1B2c3D4e5F6g7H.", mishap: "count", userId: USER }],
    ["a missing user", { messageId: MESSAGE, mishap: "count" }],
    ["a numeric user", { messageId: MESSAGE, mishap: "count", userId: 7 }],
  ])("refuses %s", (_name, payload) => {
    expect(readMishapRequest(payload)).toBeNull();
  });

  it("property: never throws, and accepts only known handlings", () => {
    fc.assert(
      fc.property(fc.anything(), fc.string(), (payload, mishap) => {
        expect(readMishapRequest(payload)).toBeNull();
        const request = readMishapRequest({ messageId: MESSAGE, mishap, userId: USER });
        expect(request === null || (MISHAPS as readonly string[]).includes(request.mishap)).toBe(true);
      }),
    );
  });
});

import { describe, expect, it } from "vitest";
import { action as homeAction } from "~/routes/_index";
import { action as generate } from "~/routes/api.generate";
import { action as apiSave } from "~/routes/api.saved-designs";
import { action as apiUnsave } from "~/routes/api.saved-designs.$id";
import { action as profileAction } from "~/routes/profile";
import { prisma } from "~/utils/db.server";
import { favouritesMessages } from "~/utils/messages/favourites";
import { planMessages } from "~/utils/messages/plan";
import { readFlashToast } from "~/utils/toast.server";
import { APP_ORIGIN, call, cookieFrom, postJson, signedInCookie } from "../support/users";

/**
 * Saving and removing a favourite three ways: the home gallery's no-JavaScript form, the
 * profile's no-JavaScript form, and the JSON API the browser calls with JavaScript. All three
 * go through one module function per operation, so they succeed and refuse alike.
 */

type Intent = "save" | "unsave";

async function designOf(cookie: string, description = "a swallow") {
  const response = await call(generate, postJson("/api/generate", { description }, cookie));
  expect(response.status).toBe(200);
  return ((await response.json()) as { designs: Array<{ id: string }> }).designs[0].id;
}

function form(path: string, fields: Record<string, string>, cookie?: string) {
  return new Request(`${APP_ORIGIN}${path}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: APP_ORIGIN,
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });
}

/** A form action's answer: where it redirects and the toast it leaves for the next page. */
async function formOutcome(response: Response) {
  expect(response.status).toBe(302);
  const flash = cookieFrom(response, "inkwell_toast");
  const toast = flash ? (await readFlashToast(new Request(APP_ORIGIN, { headers: { Cookie: flash } }))).toast : null;
  return {
    location: response.headers.get("Location"),
    toast: toast ? { title: toast.title, description: toast.description, variant: toast.variant } : null,
  };
}

function viaHome(intent: Intent, designId: string, cookie?: string) {
  return call(homeAction, form("/?index", { intent, designId, returnTo: "/?designs=x#gallery" }, cookie)).then(
    formOutcome,
  );
}

function viaProfile(intent: Intent, designId: string, cookie?: string) {
  return call(profileAction, form("/profile", { intent, designId }, cookie)).then(formOutcome);
}

async function viaApi(intent: Intent, designId: string, cookie?: string) {
  const response =
    intent === "save"
      ? await call(apiSave, postJson("/api/saved-designs", { designId }, cookie))
      : await call(
          apiUnsave,
          new Request(`${APP_ORIGIN}/api/saved-designs/${encodeURIComponent(designId)}`, {
            method: "DELETE",
            headers: { Origin: APP_ORIGIN, ...(cookie ? { Cookie: cookie } : {}) },
          }),
          { id: designId },
        );
  const text = await response.text();
  return {
    status: response.status,
    message: text ? ((JSON.parse(text) as { message?: string }).message ?? null) : null,
  };
}

const savedCount = (designId: string) => prisma.savedDesign.count({ where: { designId } });
const refusal = (description: string) => ({ title: "Error", description, variant: "destructive" });

describe("favourites: the no-JavaScript forms of the home page and the profile, and the API", () => {
  it("save and remove a premium user's own design, each way", async () => {
    const { cookie } = await signedInCookie("premium");
    const designId = await designOf(cookie);
    const saved = {
      title: "Design Saved",
      description: "The design has been added to your favorites.",
      variant: "success",
    };
    const removed = {
      title: "Design Removed",
      description: "The design has been removed from your favorites.",
      variant: "success",
    };

    expect(await viaHome("save", designId, cookie)).toEqual({ location: "/?designs=x#gallery", toast: saved });
    expect(await savedCount(designId)).toBe(1);
    expect(await viaHome("unsave", designId, cookie)).toEqual({ location: "/?designs=x#gallery", toast: removed });
    expect(await savedCount(designId)).toBe(0);

    expect(await viaProfile("save", designId, cookie)).toEqual({
      location: "/profile#generation-history",
      toast: saved,
    });
    expect(await savedCount(designId)).toBe(1);
    expect(await viaProfile("unsave", designId, cookie)).toEqual({
      location: "/profile#saved-designs",
      toast: removed,
    });
    expect(await savedCount(designId)).toBe(0);

    expect(await viaApi("save", designId, cookie)).toMatchObject({ status: 201 });
    expect(await viaHome("save", designId, cookie)).toMatchObject({ toast: saved }); // saving twice is harmless
    expect(await savedCount(designId)).toBe(1);
    expect(await viaApi("unsave", designId, cookie)).toEqual({ status: 204, message: null });
    expect(await savedCount(designId)).toBe(0);
  });

  it("refuse a free user's save with the plan's message", async () => {
    const { cookie } = await signedInCookie("free");
    const designId = await designOf(cookie);
    expect(await viaApi("save", designId, cookie)).toEqual({ status: 403, message: planMessages.save });
    expect((await viaHome("save", designId, cookie)).toast).toEqual(refusal(planMessages.save));
    expect((await viaProfile("save", designId, cookie)).toast).toEqual(refusal(planMessages.save));
    expect(await savedCount(designId)).toBe(0);
  });

  it("never save or remove another user's design", async () => {
    const owner = await signedInCookie("premium");
    const designId = await designOf(owner.cookie);
    expect(await viaApi("save", designId, owner.cookie)).toMatchObject({ status: 201 });
    const { cookie } = await signedInCookie("pro");

    expect(await viaApi("save", designId, cookie)).toEqual({ status: 404, message: "Design not found." });
    expect((await viaHome("save", designId, cookie)).toast).toEqual(refusal("Design not found."));
    expect((await viaProfile("save", designId, cookie)).toast).toEqual(refusal("Design not found."));

    expect(await viaApi("unsave", designId, cookie)).toEqual({ status: 404, message: favouritesMessages.notSaved });
    expect((await viaHome("unsave", designId, cookie)).toast).toEqual(refusal(favouritesMessages.notSaved));
    // The profile's removal failure reads as the spec's 'Profile remove' message.
    expect((await viaProfile("unsave", designId, cookie)).toast).toEqual(refusal(favouritesMessages.removeFailed));

    expect(await prisma.savedDesign.count({ where: { designId } })).toBe(1);
  });

  it("refuse a missing or malformed design id", async () => {
    const { cookie } = await signedInCookie("premium");
    const bad = "x".repeat(65);
    const badId = "designId must be the id of one of your designs.";
    expect(await viaApi("save", bad, cookie)).toEqual({ status: 400, message: badId });
    expect((await viaHome("save", bad, cookie)).toast).toEqual(refusal(badId));
    expect((await viaProfile("save", bad, cookie)).toast).toEqual(refusal(badId));
    expect((await call(homeAction, form("/?index", { intent: "save" }, cookie)).then(formOutcome)).toast).toEqual(
      refusal(badId),
    );

    expect(await viaApi("unsave", bad, cookie)).toEqual({ status: 404, message: favouritesMessages.notSaved });
    expect((await viaHome("unsave", bad, cookie)).toast).toEqual(refusal(favouritesMessages.notSaved));
    expect((await viaProfile("unsave", bad, cookie)).toast).toEqual(refusal(favouritesMessages.removeFailed));
  });

  it("ask signed-out visitors to sign in (one rule: 401 to the API, the sign-in page for a form, coming back where it was)", async () => {
    const owner = await signedInCookie("premium");
    const designId = await designOf(owner.cookie);

    expect(await viaApi("save", designId)).toEqual({ status: 401, message: "Unauthorized" });
    expect(await viaApi("unsave", designId)).toEqual({ status: 401, message: "Unauthorized" });
    const signInFor = (back: string) => `/sign-in?redirectTo=${encodeURIComponent(back)}&reason=save`;
    for (const intent of ["save", "unsave"] as const) {
      const home = await call(homeAction, form("/?index", { intent, designId, returnTo: "/?designs=x#gallery" }));
      expect(home.status).toBe(303);
      expect(home.headers.get("Location")).toBe(signInFor("/?designs=x#gallery"));
      const profile = await call(profileAction, form("/profile", { intent, designId }));
      expect(profile.status).toBe(303);
      expect(profile.headers.get("Location")).toBe(
        signInFor(intent === "save" ? "/profile#generation-history" : "/profile#saved-designs"),
      );
    }
    expect(await savedCount(designId)).toBe(0);
  });
});

import { describe, expect, it } from "vitest";
import { loader as profileLoader } from "~/routes/profile";
import { loader as signInPage } from "~/routes/sign-in";
import { callPage, get, signedInCookie } from "../support/users";

/**
 * The one signed-out rule for pages (issue 27): a signed-out page request goes to /sign-in
 * with a redirectTo that brings the person back, and that page shows the spec's own notice
 * for where they were going.
 */
const notice = async (query: string, cookie?: string) => callPage(signInPage, get(`/sign-in?${query}`, cookie));

describe("the sign-in page", () => {
  it("shows the spec's notices, each with Login coming back there and Go Home", async () => {
    expect((await notice("redirectTo=%2Fprofile")).data).toEqual({
      notice: {
        heading: "Sign In Required",
        message: "Sign in to see your profile, saved designs and generation history.",
        actions: [
          { href: "/api/login?redirectTo=%2Fprofile", label: "Login", variant: "accent" },
          { href: "/", label: "Go Home", variant: "secondary" },
        ],
      },
    });
    expect((await notice("redirectTo=%2Fadmin")).data).toMatchObject({
      notice: { heading: "Admin Panel", message: "Please log in to access admin panel." },
    });
    expect((await notice("redirectTo=%2F%3Fdesigns%3Dx%23gallery&reason=save")).data).toMatchObject({
      notice: {
        heading: "Login Required",
        message: "Sign in to save designs to your favorites.",
        actions: [{ href: "/api/login?redirectTo=%2F%3Fdesigns%3Dx%23gallery" }, { label: "Go Home" }],
      },
    });
  });

  it("comes back only to a path on this site, and goes straight there when already signed in", async () => {
    expect((await notice("redirectTo=https%3A%2F%2Fevil.example%2F")).data).toMatchObject({
      notice: { actions: [{ href: "/api/login?redirectTo=%2F" }, { label: "Go Home" }] },
    });
    const { cookie } = await signedInCookie("free");
    expect(await notice("redirectTo=%2Fprofile%3Fpage%3D2", cookie)).toMatchObject({
      status: 302,
      location: "/profile?page=2",
    });
  });

  it("is where a signed-out page request goes, with the page asked for", async () => {
    expect(await callPage(profileLoader, get("/profile?page=2"))).toMatchObject({
      status: 302,
      location: "/sign-in?redirectTo=%2Fprofile%3Fpage%3D2",
    });
  });
});

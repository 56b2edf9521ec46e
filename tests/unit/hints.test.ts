import { beforeEach, describe, expect, it } from "vitest";
import { showHint } from "~/components/generator/once";
import { dismissToast, openToasts, toast } from "~/utils/toast";

/** The suggestion box's one-time hints beside the one toast the app shows at a time (spec §4). */
class MemoryStorage {
  private items = new Map<string, string>();
  getItem = (name: string) => this.items.get(name) ?? null;
  setItem = (name: string, value: string) => void this.items.set(name, value);
  clear = () => this.items.clear();
}
const localStorage = new MemoryStorage();
const sessionStorage = new MemoryStorage();
Object.assign(globalThis, { window: { localStorage, sessionStorage } });

const titles = () => openToasts().map((item) => item.title);

beforeEach(() => {
  dismissToast();
  localStorage.clear();
  sessionStorage.clear();
});

describe("one-time hints", () => {
  it("shows the keyboard tip once per browser", () => {
    showHint("keyboard");
    expect(titles()).toEqual(["Tip"]);
    dismissToast();
    showHint("keyboard");
    expect(titles()).toEqual([]);
  });

  it("never takes the place of a message on screen, and shows on a later occasion instead", () => {
    // The tip's module loads late on a busy phone: the error came first and stays.
    toast({
      title: "Description Required",
      description: "Please describe your tattoo design.",
      variant: "destructive",
    });
    showHint("keyboard");
    expect(titles()).toEqual(["Description Required"]);
    dismissToast();
    showHint("keyboard");
    expect(titles()).toEqual(["Tip"]);
  });

  it("follows another hint: Tab after the tip says the suggestion was inserted", () => {
    showHint("keyboard");
    showHint("inserted");
    expect(titles()).toEqual(["Suggestion inserted"]);
  });
});

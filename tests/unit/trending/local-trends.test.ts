import { describe, expect, it } from "vitest";
import {
  localTrendingTopics,
  MAX_LOCAL_TOPICS,
  MIN_LOCAL_TOPICS,
  type UsageSnapshot,
} from "~/modules/trending/local-trends";
import { seasonOf } from "~/modules/trending/season";

const NOW = new Date("2026-11-21T12:00:00Z");
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 3600_000);

function snapshot(extra: Partial<UsageSnapshot> = {}): UsageSnapshot {
  return { now: NOW, hemisphere: "northern", windowDays: 14, designs: [], communityStyles: [], ideas: [], ...extra };
}

const busyWeek: UsageSnapshot["designs"] = [
  { description: "a fox in the snow", style: "Blackwork", createdAt: daysAgo(1) },
  { description: "two foxes and wildflowers", style: "Blackwork", createdAt: daysAgo(2) },
  { description: "a sleeping fox", style: "Minimalist", createdAt: daysAgo(3) },
  { description: "a fox and a skull", style: "Blackwork", createdAt: daysAgo(10) },
  { description: "wolf howling at the moon", style: "Dotwork", createdAt: daysAgo(9) },
  { description: "wolves in a pine forest", style: "Dotwork", createdAt: daysAgo(11) },
  { description: "a koi fish", style: "Japanese", createdAt: daysAgo(4) },
];

describe("the local trending engine", () => {
  it("turns the most described subjects into topics, with counts, momentum and their usual style", () => {
    const topics = localTrendingTopics(snapshot({ designs: busyWeek }));
    expect(topics[0].topic).toBe("Foxes on the rise");
    expect(topics[0].reason).toBe(
      "Foxes appear in 4 of the 7 designs made on Inkwell in the last 14 days (3 this week, up from 1 the week before), most often in Blackwork.",
    );
    expect(topics[0].tattooIdeas[0]).toMatch(/^A fox .+, in Blackwork$/);
    // Wolves: all in the week before, so not "on the rise".
    expect(topics[1].topic).toBe("Wolves");
    expect(topics[1].reason).toContain("most often in Dotwork");
    expect(topics.find((t) => t.topic === "Blackwork takes the lead")?.reason).toBe(
      "Blackwork was chosen for 3 of the 7 designs made on Inkwell in the last 14 days, more than any other style.",
    );
  });

  it("gives every topic a reason and 3 to 5 distinct ideas, and between 5 and 6 topics", () => {
    for (const designs of [[], busyWeek]) {
      const topics = localTrendingTopics(snapshot({ designs, ideas: [{ text: "Phoenix rising", usageCount: 12 }] }));
      expect(topics.length).toBeGreaterThanOrEqual(MIN_LOCAL_TOPICS);
      expect(topics.length).toBeLessThanOrEqual(MAX_LOCAL_TOPICS);
      expect(new Set(topics.map((t) => t.topic)).size).toBe(topics.length);
      for (const topic of topics) {
        expect(topic.reason.length).toBeGreaterThan(20);
        expect(topic.tattooIdeas.length).toBeGreaterThanOrEqual(3);
        expect(topic.tattooIdeas.length).toBeLessThanOrEqual(5);
        expect(new Set(topic.tattooIdeas).size).toBe(topic.tattooIdeas.length);
      }
    }
  });

  it("is deterministic: the same data on the same day gives the same topics", () => {
    const input = snapshot({ designs: busyWeek, communityStyles: [{ name: "Art nouveau", usageCount: 9 }] });
    expect(localTrendingTopics(input)).toEqual(localTrendingTopics(structuredClone(input)));
  });

  it("never quotes what people typed", () => {
    const designs = [1, 2, 3].map((day) => ({
      description: "my secret fox for Jenny",
      style: "Traditional",
      createdAt: daysAgo(day),
    }));
    const text = JSON.stringify(localTrendingTopics(snapshot({ designs })));
    expect(text).toContain("Foxes");
    expect(text).not.toContain("Jenny");
  });

  it("names the most used popular idea and community style", () => {
    const topics = localTrendingTopics(
      snapshot({
        ideas: [
          { text: "Celtic knot", usageCount: 4 },
          { text: "Phoenix rising", usageCount: 21 },
        ],
        communityStyles: [
          { name: "Art nouveau", usageCount: 9 },
          { name: "Cyber sigilism", usageCount: 30 },
        ],
      }),
    );
    const idea = topics.find((t) => t.topic === "Phoenix rising")!;
    expect(idea.reason).toBe("Picked 21 times from Inkwell's Popular ideas row, more than any other idea.");
    expect(idea.tattooIdeas.every((text) => text.startsWith("Phoenix rising "))).toBe(true);
    expect(topics.map((t) => t.topic)).toContain("Cyber sigilism, a community style");
  });

  it("ignores single designs and rarely used ideas: noise is not a trend", () => {
    const topics = localTrendingTopics(
      snapshot({
        designs: [{ description: "a dragon", style: "Japanese", createdAt: daysAgo(1) }],
        ideas: [{ text: "Mandala design", usageCount: 1 }],
      }),
    );
    const names = topics.map((t) => t.topic.toLowerCase()).join(" | ");
    expect(names).not.toContain("dragon");
    expect(names).not.toContain("japanese");
    expect(names).not.toContain("mandala design");
  });

  it("writes for the season of the chosen hemisphere, and the month's occasion", () => {
    const north = localTrendingTopics(snapshot({ now: new Date("2026-10-05T00:00:00Z") }));
    expect(north.map((t) => t.topic)).toEqual(
      expect.arrayContaining(["Halloween flash", "Autumn leaves and harvest moons"]),
    );
    const south = localTrendingTopics(snapshot({ now: new Date("2026-10-05T00:00:00Z"), hemisphere: "southern" }));
    const spring = south.find((t) => t.topic === "Spring florals")!;
    expect(spring.reason).toBe(
      "It is spring in the southern hemisphere: blossoms, returning birds and bees are the season's requests.",
    );
  });
});

describe("seasons", () => {
  it("follows meteorological seasons, flipped in the southern hemisphere", () => {
    expect(seasonOf(new Date("2026-01-15T00:00:00Z"))).toBe("winter");
    expect(seasonOf(new Date("2026-04-15T00:00:00Z"))).toBe("spring");
    expect(seasonOf(new Date("2026-07-15T00:00:00Z"))).toBe("summer");
    expect(seasonOf(new Date("2026-11-30T00:00:00Z"))).toBe("autumn");
    expect(seasonOf(new Date("2026-12-01T00:00:00Z"))).toBe("winter");
    expect(seasonOf(new Date("2026-07-15T00:00:00Z"), "southern")).toBe("winter");
    expect(seasonOf(new Date("2026-01-15T00:00:00Z"), "southern")).toBe("summer");
  });
});

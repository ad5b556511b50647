import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";

/*
 * The daily rebuild that takes dated notices on and off the site (docs/decisions/0009): scheduled
 * after midnight in Ottawa whatever the season, and reaching every host the repository
 * configures: the deploy hook of Netlify, Vercel or Cloudflare Pages, and GitHub Pages' own
 * workflow.
 */

const root = path.join(__dirname, "..", "..");
const workflows = path.join(root, ".github", "workflows");
type Workflow = {
  on: { schedule?: { cron: string }[]; workflow_dispatch?: unknown };
  jobs: Record<string, { steps: { run?: string; env?: Record<string, string> }[] }>;
};
const workflow = parse(readFileSync(path.join(workflows, "daily-rebuild.yml"), "utf8")) as Workflow;
const steps = Object.values(workflow.jobs).flatMap((job) => job.steps);

/** The Ottawa wall-clock time of a daily "M H * * *" cron on a given UTC day. */
function ottawaTime(cron: string, day: string): string {
  const [minute, hour, ...rest] = cron.split(" ");
  expect(rest).toEqual(["*", "*", "*"]);
  const at = new Date(`${day}T${hour!.padStart(2, "0")}:${minute!.padStart(2, "0")}:00Z`);
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "America/Toronto",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(at);
}

describe("daily rebuild (.github/workflows/daily-rebuild.yml)", () => {
  it("runs once a day after midnight in Ottawa, in winter (EST) and in summer (EDT)", () => {
    const crons = workflow.on.schedule!.map((entry) => entry.cron);
    expect(crons).toHaveLength(1);
    for (const day of ["2027-01-15", "2027-07-15", "2027-03-14", "2027-11-07"]) {
      const time = ottawaTime(crons[0]!, day);
      // After midnight, early enough that the day's notices are up before the day starts.
      expect(time >= "00:05" && time < "03:00").toBe(true);
    }
    expect(workflow.on).toHaveProperty("workflow_dispatch");
  });

  it("calls the deploy hook from the one secret, and rebuilds GitHub Pages with its own workflow", () => {
    const hook = steps.find((step) => step.run?.includes('"$DEPLOY_HOOK_URL"'));
    expect(hook?.env?.DEPLOY_HOOK_URL).toBe("${{ secrets.DEPLOY_HOOK_URL }}");
    expect(hook?.run).toMatch(/curl --fail .*-X POST/);
    const pages = steps.find((step) => step.run?.includes("gh workflow run"));
    const target = /gh workflow run (\S+)/.exec(pages!.run!)![1]!;
    const published = parse(readFileSync(path.join(workflows, target), "utf8")) as Workflow;
    expect(published.on).toHaveProperty("workflow_dispatch");
    expect(pages!.run).toMatch(/--ref main/);
  });

  it("is documented in the README with its secret", () => {
    const readme = readFileSync(path.join(root, "README.md"), "utf8");
    expect(readme).toContain("daily-rebuild.yml");
    expect(readme).toContain("DEPLOY_HOOK_URL");
  });
});

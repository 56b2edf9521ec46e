import type { ImageServiceStatus } from "~/modules/admin/image-service-status.server";

const PROVIDER_NAMES: Record<string, string> = {
  openai: "OpenAI",
  google: "Google Gemini",
  flash: "the built-in engine",
};
const dollars = (value: number) => `$${value.toFixed(2)}`;

/** Which providers draw, each model's lifecycle, and what the paid ones cost today and this month (decision 024). */
export function ImageServicePanel({ status }: { status: ImageServiceStatus }) {
  const problems = status.models.filter((model) => model.line);
  return (
    <section aria-labelledby="image-service-heading" className="card p-5 sm:p-6">
      <h2 id="image-service-heading" className="text-lg font-bold">
        Image service
      </h2>
      <p className="mt-1 text-sm text-ink-600">
        Designs are drawn by {status.chain.map((name) => PROVIDER_NAMES[name] ?? name).join(", then ")}.
      </p>
      {problems.length > 0 ? (
        <ul className="mt-4 space-y-2" data-testid="image-model-problems">
          {problems.map((model) => (
            <li
              key={`${model.provider}:${model.model}`}
              className="rounded-md bg-flash-50 px-3 py-2 text-sm text-ink-900"
            >
              {model.line}
            </li>
          ))}
        </ul>
      ) : status.models.length > 0 ? (
        <p className="mt-4 text-sm text-ink-700">
          Every image model is served: {status.models.map((model) => model.model).join(", ")}.
        </p>
      ) : null}
      {status.spend.length > 0 ? (
        <table className="mt-4 w-full text-sm">
          <thead>
            <tr className="text-left text-xs font-semibold uppercase tracking-wide text-ink-500">
              <th scope="col" className="pb-2 font-semibold">
                Provider
              </th>
              <th scope="col" className="pb-2 text-right font-semibold">
                Today
              </th>
              <th scope="col" className="pb-2 text-right font-semibold">
                This month
              </th>
              <th scope="col" className="pb-2 text-right font-semibold">
                Daily budget
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-100">
            {status.spend.map((row) => (
              <tr key={row.provider} data-testid="image-spend-row">
                <th scope="row" className="py-2.5 pr-4 text-left font-semibold text-ink-900">
                  {PROVIDER_NAMES[row.provider] ?? row.provider}
                  {row.overBudget ? (
                    <span className="block text-xs font-normal text-flash-700">
                      Over today&apos;s budget: generations go to{" "}
                      {row.nextProvider ? (PROVIDER_NAMES[row.nextProvider] ?? row.nextProvider) : "no other provider"}
                    </span>
                  ) : null}
                </th>
                <td className="py-2.5 text-right tabular-nums">
                  {dollars(row.today)}
                  <span className="block text-xs text-ink-500">
                    {row.calls} {row.calls === 1 ? "call" : "calls"}
                  </span>
                </td>
                <td className="py-2.5 text-right tabular-nums">{dollars(row.month)}</td>
                <td className="py-2.5 text-right tabular-nums">{row.budget === null ? "none" : dollars(row.budget)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}

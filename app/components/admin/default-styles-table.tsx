import { ADMIN_SECTIONS } from "~/modules/admin/admin-intents";

/** The built-in styles with their usage counts: read-only, they cannot be deleted. */
export function DefaultStylesTable({ styles }: { styles: Array<{ id: string; name: string; usageCount: number }> }) {
  const most = Math.max(1, ...styles.map((style) => style.usageCount));
  return (
    <section
      id={ADMIN_SECTIONS.defaults}
      aria-labelledby="default-styles-heading"
      className="card scroll-mt-20 p-5 sm:p-6"
    >
      <h2 id="default-styles-heading" className="text-lg font-bold">
        Default styles
      </h2>
      <p className="mt-1 text-sm text-ink-600">
        Built into Inkwell and available to every plan that allows them; read-only.
      </p>
      <table className="mt-4 w-full text-sm">
        <thead>
          <tr className="text-left text-xs font-semibold uppercase tracking-wide text-ink-500">
            <th scope="col" className="pb-2 font-semibold">
              Style
            </th>
            <th scope="col" className="hidden pb-2 font-semibold sm:table-cell">
              <span className="sr-only">Share of uses</span>
            </th>
            <th scope="col" className="pb-2 text-right font-semibold">
              Uses
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100">
          {styles.map((style) => (
            <tr key={style.id} data-testid="default-style-row">
              <th scope="row" className="py-2.5 pr-4 text-left font-semibold text-ink-900">
                {style.name}
              </th>
              <td className="hidden w-1/2 py-2.5 pr-4 sm:table-cell">
                <div className="h-2 rounded-full bg-ink-100" aria-hidden="true">
                  <div
                    className="h-2 rounded-full bg-ink-800"
                    style={{ width: `${(style.usageCount / most) * 100}%` }}
                  />
                </div>
              </td>
              <td className="py-2.5 text-right tabular-nums text-ink-800">{style.usageCount}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

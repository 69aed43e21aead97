import type { ReactNode } from "react";

import { Card, CardContent, CardHeader } from "./card";

// A chart is an image with a written summary (role="img" + description) and its numbers in a
// table under "Ver dados em tabela", so nothing is only in the picture.
export function ChartCard({
  id,
  title,
  summary,
  table,
  showTableLabel,
  actions,
  children,
}: {
  id: string;
  showTableLabel: string;
  /** controls beside the title (e.g. how the data is grouped) */
  actions?: ReactNode;
  title: string;
  summary: string;
  table: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card aria-labelledby={`${id}-titulo`}>
      <CardHeader id={`${id}-titulo`} title={title} actions={actions} />
      <CardContent>
        <p id={`${id}-resumo`} className="text-sm text-stone-600">
          {summary}
        </p>
        <div role="img" aria-labelledby={`${id}-titulo`} aria-describedby={`${id}-resumo`} className="mt-3 h-64 w-full">
          {children}
        </div>
        <details className="mt-3">
          <summary className="cursor-pointer text-sm font-medium text-brand-800 underline-offset-2 hover:underline">
            {showTableLabel}
          </summary>
          <div className="mt-2 rounded-md ring-1 ring-stone-200">{table}</div>
        </details>
      </CardContent>
    </Card>
  );
}

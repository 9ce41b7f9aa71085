import type { ReactNode } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { adminStrings as t } from '../admin.strings.ts';

/** One part of the console: a card with its heading, and the state of its data. */
export function AdminSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <Card asSection aria-labelledby={`${id}-heading`} className="flex flex-col gap-4">
      <h2 id={`${id}-heading`} className="font-serif text-2xl text-ink">
        {title}
      </h2>
      {intro && <p className="text-ink-soft">{intro}</p>}
      {children}
    </Card>
  );
}

/** While loading a spinner, on failure a retry; otherwise the data's view. */
export function Loaded<T>({
  query,
  children,
}: {
  query: { data: T | undefined; isPending: boolean; isError: boolean; refetch: () => unknown };
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Spinner label={t.loading} />;
  if (query.isError || query.data === undefined)
    return (
      <div className="flex flex-col items-start gap-2">
        <p className="text-rose">{t.loadFailed}</p>
        <Button variant="secondary" size="sm" onClick={() => query.refetch()}>
          {t.retry}
        </Button>
      </div>
    );
  return children(query.data);
}

const cellClasses = 'border-b border-sand-deep px-2 py-2 align-top';
const headClasses = 'border-b-2 border-sand-deep px-2 py-2 font-semibold';

/** A row: its header cell (what the row is about), then its values. */
export interface DataRow {
  key: string;
  head: ReactNode;
  cells: ReactNode[];
  /** A total: shown in bold. */
  strong?: boolean;
}

function Row({ row, headWeight }: { row: DataRow; headWeight: string }) {
  const weight = row.strong ? 'font-semibold' : '';
  return (
    <tr>
      <th scope="row" className={`${cellClasses} ${row.strong ? 'font-semibold' : headWeight}`}>
        {row.head}
      </th>
      {row.cells.map((cell, i) => (
        <td key={i} className={`${cellClasses} ${weight}`}>
          {cell}
        </td>
      ))}
    </tr>
  );
}

/**
 * The console's tables (also the text alternative of its charts): one header row, a header cell per row,
 * optional footer rows. A wide table scrolls sideways by itself, keyboard included (the region is
 * focusable and named by the caption).
 */
export function DataTable({
  caption,
  columns,
  rows,
  footer = [],
  hideCaption = false,
}: {
  caption: string;
  /** The caption only for assistive technology: a heading above already says it. */
  hideCaption?: boolean;
  /** The first names the row headers' column. */
  columns: ReactNode[];
  rows: DataRow[];
  footer?: DataRow[];
}) {
  return (
    <div role="region" aria-label={caption} tabIndex={0} className="overflow-x-auto rounded-md">
      <table className="w-full border-collapse text-left text-sm text-ink">
        <caption className={hideCaption ? 'sr-only' : 'mb-2 text-left font-semibold text-ink-soft'}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column, i) => (
              <th key={i} scope="col" className={headClasses}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <Row key={row.key} row={row} headWeight="font-medium" />
          ))}
        </tbody>
        {footer.length > 0 && (
          <tfoot>
            {footer.map((row) => (
              <Row key={row.key} row={row} headWeight="" />
            ))}
          </tfoot>
        )}
      </table>
    </div>
  );
}

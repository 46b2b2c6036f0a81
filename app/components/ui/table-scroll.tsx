import type { ReactNode } from "react";

/**
 * A wide table's frame: it scrolls sideways when its texts are long or the screen narrow, and takes the focus
 * so the keyboard can scroll it too (WCAG 2.1.1; axe's scrollable-region-focusable), named by the heading of
 * its section (`labelledBy`, that heading's id).
 */
export function TableScroll({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    // A region that holds the focus only to scroll: the table's own controls stay in the tab order after it.
    <div className="admin-table-wrap" role="region" aria-labelledby={labelledBy} tabIndex={0}>
      {children}
    </div>
  );
}

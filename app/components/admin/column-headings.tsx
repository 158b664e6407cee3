/** A dashboard table's column headings, in the order its texts name them. */
export function ColumnHeadings({ columns }: { columns: Record<string, string> }) {
  return (
    <thead className="border-b border-stone-200 text-stone-600">
      <tr>
        {Object.values(columns).map((column) => (
          <th key={column} scope="col" className="px-3 py-2 font-medium whitespace-nowrap">
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}

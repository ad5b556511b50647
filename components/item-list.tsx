type Item = { id: string } | { file: string };

type ItemListProps<T extends Item> = {
  items: T[];
  render: (item: T) => React.ReactNode;
  className: string;
  /** A service stands in two categories under one id: the home's teaser keys it by its address. */
  keyOf?: (item: T) => string;
};

const idOrFile = (item: Item) => ("id" in item ? item.id : item.file);

/** A list of cards or photos, one an entry, each keyed by its id (a photo by its file). */
export function ItemList<T extends Item>({
  items,
  render,
  className,
  keyOf = idOrFile,
}: ItemListProps<T>) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={keyOf(item)}>{render(item)}</li>
      ))}
    </ul>
  );
}

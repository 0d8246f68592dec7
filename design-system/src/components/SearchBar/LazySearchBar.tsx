import { forwardRef, lazy, Suspense, type ComponentType } from 'react';
import type { SearchBarProps } from './SearchBar';
import { SearchBarBase } from './SearchBarBase';
import type { SearchBarOptionsProps } from './SearchBarOptions';

let loading: Promise<{ default: ComponentType<SearchBarOptionsProps> }> | null = null;

/** The options' code, fetched once for the page. */
function loadOptions() {
  loading ??= import('./SearchBarOptions').then((m) => ({ default: m.SearchBarOptions }));
  // A failed fetch (the network dropped) is tried again the next time the box takes focus.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

const LoadedOptions = lazy(loadOptions);

function Options(props: SearchBarOptionsProps) {
  // No suggestion shows before the golfer types, by which time the code has long come.
  return (
    <Suspense fallback={null}>
      <LoadedOptions {...props} />
    </Suspense>
  );
}

/**
 * The SearchBar for pages that should not ship the suggestions' code until a golfer comes to the
 * box: the same box, server side too, whose options' code is fetched when it first takes focus.
 */
export const LazySearchBar = forwardRef<HTMLInputElement, SearchBarProps>(
  function LazySearchBar(props, ref) {
    return (
      <SearchBarBase
        {...props}
        ref={ref}
        Options={Options}
        onInputFocus={() => void loadOptions()}
      />
    );
  },
);

import { cloneElement, createElement, Fragment, isValidElement } from 'react';
import type { ReactElement, ReactNode } from 'react';

const TAG = /<(\d+)>|<\/(\d+)>|<(\d+)\/>/g;

interface Open {
  index: string;
  children: ReactNode[];
}

/**
 * "Read <0>the guide</0> first" with { 0: <a href=… /> } -> ["Read ", <a>the guide</a>,
 * " first"]. A tag without its element keeps its text (a translator's slip never hides words).
 */
export function formatElements(
  text: string,
  components: Record<string, ReactElement> = {},
): ReactNode[] {
  const root: Open = { index: '', children: [] };
  const stack: Open[] = [root];
  let last = 0;
  let key = 0;
  const top = () => stack[stack.length - 1] ?? root;
  const element = (index: string, children: ReactNode[]) => {
    const component = components[index];
    if (!isValidElement(component)) return createElement(Fragment, { key: key++ }, ...children);
    return cloneElement(component, { key: key++ }, ...(children.length > 0 ? children : []));
  };
  for (const match of text.matchAll(TAG)) {
    if (match.index > last) top().children.push(text.slice(last, match.index));
    last = match.index + match[0].length;
    const [, opening, closing, selfClosing] = match;
    if (opening !== undefined) stack.push({ index: opening, children: [] });
    else if (selfClosing !== undefined) top().children.push(element(selfClosing, []));
    else if (closing !== undefined && stack.length > 1 && top().index === closing) {
      const done = stack.pop() as Open;
      top().children.push(element(done.index, done.children));
    }
  }
  if (last < text.length) top().children.push(text.slice(last));
  // An unclosed tag: its text stays.
  while (stack.length > 1) {
    const open = stack.pop() as Open;
    top().children.push(...open.children);
  }
  return root.children;
}

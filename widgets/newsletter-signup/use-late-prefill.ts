import { useLayoutEffect, useRef } from 'react';
import type { FormBinding } from '../../src/ui/form-binding.ts';
import type { NewsletterValues } from './newsletter-values.ts';

const isEmpty = (value: unknown) =>
  value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * A prefill that arrives after the form is on screen: a server-rendered block (the server knows no customer) is
 * drawn empty, and the customer's data comes once the browser has taken it over, maybe after the visitor began to
 * type. Its values go into the fields the visitor left empty, through the binding, on the same nodes; then
 * `onArrival` (the form opens, as one that started prefilled). A form that started prefilled has nothing to do.
 */
export function useLatePrefill(
  prefilled: Partial<NewsletterValues> | undefined,
  binding: FormBinding,
  onArrival: () => void,
): void {
  const applied = useRef(prefilled);
  useLayoutEffect(() => {
    if (!prefilled || applied.current === prefilled) return;
    applied.current = prefilled;
    for (const [name, value] of Object.entries(prefilled))
      if (!isEmpty(value) && isEmpty(binding.value(name))) binding.setValue(name, value);
    onArrival();
  }, [prefilled, binding, onArrival]);
}

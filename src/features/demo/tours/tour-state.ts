import { Store, useSelector } from '@tanstack/react-store';

/** The running tour and its step, kept for the tab's session so a reload resumes it. */
export interface TourPlace {
  id: string;
  step: number;
}

const KEY = 'pdns-demo-tour';

function stored(): TourPlace | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as TourPlace | null;
    return value && typeof value.id === 'string' && Number.isInteger(value.step) ? value : null;
  } catch {
    return null;
  }
}

const place = new Store<TourPlace | null>(stored());

function set(next: TourPlace | null): void {
  if (next) sessionStorage.setItem(KEY, JSON.stringify(next));
  else sessionStorage.removeItem(KEY);
  place.setState(() => next);
}

export const tourState = {
  begin: (id: string) => set({ id, step: 0 }),
  go: (step: number) => place.state && set({ ...place.state, step }),
  end: () => set(null),
};

export const useTourPlace = (): TourPlace | null => useSelector(place);

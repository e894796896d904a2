/**
 * The signed-in back-office person, provided once by the frame to the shell, the guards and the
 * pages below it (so none of them asks the permissions call again).
 */
import { createContext, useContext } from 'react';
import type { BackofficePerson } from './person';

export const BackofficePersonContext = createContext<BackofficePerson | null>(null);

export function useBackofficePersonContext(): BackofficePerson {
  const person = useContext(BackofficePersonContext);
  if (!person) throw new Error('useBackofficePersonContext() needs the back-office frame above it');
  return person;
}

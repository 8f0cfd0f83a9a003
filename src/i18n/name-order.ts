import type { Language } from './languages.ts';

/*
 * Kept out of `languages.ts`, which is in the loader every page loads: only the sign-up form asks.
 */

/**
 * Whether a form in this language asks for the family name before the given name: the languages that name a
 * person family name first (Hungarian: Kovács Éva). Only Hungarian among the twelve; a new language that does goes
 * here.
 */
export const familyNameFirst = (language: Language): boolean => language === 'hu-HU';

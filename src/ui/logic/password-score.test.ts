import { describe, expect, it } from 'vitest';
import { scorePassword } from './password-score.ts';

describe('scorePassword', () => {
  it('gives nothing to a password under 8 characters, whatever it contains', () => {
    expect(scorePassword('')).toBe(0);
    expect(scorePassword('aB3aB3a')).toBe(0);
  });

  it('gives nothing to 8 characters without lowercase letters, digits or uppercase letters', () => {
    expect(scorePassword('!!!!!!!!')).toBe(0);
    expect(scorePassword('        ')).toBe(0);
  });

  it('gives one point for a lowercase letter from 8 characters on', () => {
    expect(scorePassword('abcdefgh')).toBe(1);
    expect(scorePassword('a!!!!!!!')).toBe(1);
  });

  it('gives one point for a digit', () => {
    expect(scorePassword('12345678')).toBe(1);
  });

  it('gives one point for an uppercase letter', () => {
    expect(scorePassword('ABCDEFGH')).toBe(1);
  });

  it('adds the points of lowercase, digit and uppercase up to 3', () => {
    expect(scorePassword('abcdefg1')).toBe(2);
    expect(scorePassword('ABCDEFG1')).toBe(2);
    expect(scorePassword('abcdefgH')).toBe(2);
    expect(scorePassword('abcdefG1')).toBe(3);
  });

  it('counts each kind once however often it occurs', () => {
    expect(scorePassword('aaaaaaaaaaaaaaaa')).toBe(1);
    expect(scorePassword('aaaaAAAA11112222')).toBe(3);
  });

  it('counts characters as code points, so an emoji is one character', () => {
    expect(scorePassword('abcdef😀')).toBe(0);
    expect(scorePassword('abcdefg😀')).toBe(1);
  });

  it('counts umlauts as letters of their case', () => {
    expect(scorePassword('ääääääää')).toBe(1);
    expect(scorePassword('ÄÄÄÄÄÄÄÄ')).toBe(1);
  });
});

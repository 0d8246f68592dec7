import { describe, expect, it } from 'vitest';
import { slugify } from './slug';

describe('slugify', () => {
  it('lowercases and hyphenates words', () => {
    expect(slugify('Real Club de Golf Sotogrande')).toBe('real-club-de-golf-sotogrande');
    expect(slugify('Valderrama')).toBe('valderrama');
  });

  it('removes accents', () => {
    expect(slugify('Málaga')).toBe('malaga');
    expect(slugify('Ängsö Golfklubb')).toBe('angso-golfklubb');
    expect(slugify('Château de Cély')).toBe('chateau-de-cely');
    expect(slugify('Peñíscola')).toBe('peniscola');
    expect(slugify('Cádiz'.normalize('NFD'))).toBe('cadiz');
  });

  it('maps letters that have no decomposition', () => {
    expect(slugify('Straße')).toBe('strasse');
    expect(slugify('Ærøskøbing')).toBe('aeroskobing');
    expect(slugify('Œuvre')).toBe('oeuvre');
    expect(slugify('Łódź')).toBe('lodz');
    expect(slugify('İstanbul')).toBe('istanbul');
  });

  it('drops apostrophes and dots without a hyphen', () => {
    expect(slugify("L'Ampolla")).toBe('lampolla');
    expect(slugify('L’Ampolla Golf')).toBe('lampolla-golf');
    expect(slugify('St. Andrews')).toBe('st-andrews');
    expect(slugify('P.G.A. Catalunya')).toBe('pga-catalunya');
  });

  it('collapses dashes, brackets and space runs into single hyphens', () => {
    expect(slugify('Golf Santander – La Moraleja')).toBe('golf-santander-la-moraleja');
    expect(slugify('Álamo  (Tenerife)')).toBe('alamo-tenerife');
    expect(slugify('Saint-Cyprien')).toBe('saint-cyprien');
    expect(slugify('La Manga—Sur')).toBe('la-manga-sur');
    expect(slugify('  -Golf & Country Club!-  ')).toBe('golf-country-club');
    expect(slugify('Hoyo 19 / Par 3')).toBe('hoyo-19-par-3');
  });

  it('returns an empty slug for text with no letters or digits', () => {
    expect(slugify('')).toBe('');
    expect(slugify(' – ¿? ')).toBe('');
  });
});

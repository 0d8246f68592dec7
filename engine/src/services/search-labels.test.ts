import { describe, expect, it } from 'vitest';
import { clubLabel, placeLabel, regionLabel } from './search-labels.ts';

describe('suggestion labels', () => {
  it('name a region and its country in the caller’s language', () => {
    expect(regionLabel('Algarve', 'PT', 'en')).toBe('Algarve, Portugal');
    expect(regionLabel('Canarias', 'ES', 'es')).toBe('Canarias, España');
    expect(regionLabel('Îles Canaries', 'ES', 'fr')).toBe('Îles Canaries, Espagne');
    expect(regionLabel('Kanarieöarna', 'ES', 'sv')).toBe('Kanarieöarna, Spanien');
  });

  it('name a place and its region', () => {
    expect(placeLabel('Séville', 'Andalousie')).toBe('Séville, Andalousie');
  });

  it('say a club’s area when its name does not', () => {
    expect(clubLabel('Dom Pedro Old Course', 'Loulé', 'Vilamoura')).toBe(
      'Dom Pedro Old Course, Vilamoura (Loulé)',
    );
    expect(clubLabel('Real Club de Golf Sotogrande', 'San Roque', 'Sotogrande')).toBe(
      'Real Club de Golf Sotogrande, San Roque',
    );
    expect(clubLabel('Real Golf de Pedreña', 'Marina de Cudeyo', 'Pedrena')).toBe(
      'Real Golf de Pedreña, Marina de Cudeyo',
    );
    expect(clubLabel('Mijas Golf', 'Mijas', null)).toBe('Mijas Golf, Mijas');
    // Part of a word is not saying it: 'Lago' is not the area 'Lagos'.
    expect(clubLabel('Quinta do Lago', 'Loulé', 'Lagos')).toBe('Quinta do Lago, Lagos (Loulé)');
  });
});

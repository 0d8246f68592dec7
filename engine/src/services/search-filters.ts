/**
 * The golfer's filters on a place's results (Portal/Busqueda/ListarResultadosTTB): which courses
 * and which of their free tee times pass. The day's own filters (players, times, price) are
 * applied where the sheet is read (availability.ts); these are the ones it does not know.
 */
import { RATE_KIND } from '@fairway/contract/codes';
import { partOfDay } from '@fairway/rules';
import type { PartOfDay } from '@fairway/rules';
import type { FreeSlot } from './availability.ts';

export interface ResultFilters {
  parteDelDia?: PartOfDay | undefined;
  hoyos?: 9 | 18 | undefined;
  conBuggy?: boolean | undefined;
}

/** Whether a course of `holes` holes is asked for at all. */
export function courseWanted(holes: number, filters: ResultFilters): boolean {
  return filters.hoyos === undefined || filters.hoyos === holes;
}

/** The tee times, and their rates, that pass the filters; a time left with no rate is dropped. */
export function slotsWanted(slots: FreeSlot[], filters: ResultFilters): FreeSlot[] {
  const out: FreeSlot[] = [];
  for (const slot of slots) {
    const twilightRate = slot.tarifas.some((t) => t.idTarifaTipo === RATE_KIND.twilight);
    if (filters.parteDelDia && partOfDay(slot.hora, twilightRate) !== filters.parteDelDia) continue;
    const tarifas = filters.conBuggy
      ? slot.tarifas.filter((t) => t.idTarifaTipo === RATE_KIND.buggy)
      : slot.tarifas;
    if (tarifas.length === 0) continue;
    out.push(tarifas === slot.tarifas ? slot : { ...slot, tarifas });
  }
  return out;
}

/**
 * A gazetteer place's page (an airport, a coast, a province, an island, a city): the region page,
 * whose loader reads `idLugar` and lists the clubs around it, nearest first.
 */
export { default, loader } from './region.tsx';

import { defineMessages } from 'react-intl';
import type { NoMessageValues } from 'react-intl';

export const mapMessages = defineMessages<{
  title: NoMessageValues;
  description: NoMessageValues;
  label: NoMessageValues;
  help: NoMessageValues;
  zoomIn: NoMessageValues;
  zoomOut: NoMessageValues;
  areas: NoMessageValues;
  area: { area: string };
  cluster: { count: number };
  together: { count: number };
  inView: { count: number };
  firstTime: { time: string };
  priceFrom: { price: string };
  noTimes: NoMessageValues;
  seeTimes: NoMessageValues;
  close: NoMessageValues;
  showMap: NoMessageValues;
  hideMap: NoMessageValues;
  pin: { name: string; town: string };
  roleDescription: NoMessageValues;
}>({
  title: { id: 'site.map.title', defaultMessage: 'Golf courses on the map' },
  description: {
    id: 'site.map.description',
    defaultMessage:
      'Every golf course in Spain and Portugal on a map, with its first free tee time and price.',
  },
  label: { id: 'site.map.label', defaultMessage: 'Map of the clubs' },
  help: {
    id: 'site.map.help',
    defaultMessage:
      'Use the arrow keys to move the map, and + and − to zoom. Escape closes a club’s card.',
  },
  zoomIn: { id: 'site.map.zoomIn', defaultMessage: 'Zoom in' },
  zoomOut: { id: 'site.map.zoomOut', defaultMessage: 'Zoom out' },
  areas: { id: 'site.map.areas', defaultMessage: 'Go to' },
  area: {
    id: 'site.map.area',
    defaultMessage:
      '{area, select, peninsula {Peninsula and Balearics} canaries {Canary Islands} madeira {Madeira} azores {Azores} other {Map}}',
  },
  cluster: { id: 'site.map.cluster', defaultMessage: '{count} clubs here: zoom in' },
  together: {
    id: 'site.map.together',
    defaultMessage: '{count} clubs side by side: show them',
  },
  inView: {
    id: 'site.map.inView',
    defaultMessage:
      '{count, plural, one {# club on this part of the map} other {# clubs on this part of the map}}',
  },
  firstTime: { id: 'site.map.firstTime', defaultMessage: 'First free tee time {time}' },
  priceFrom: { id: 'site.map.priceFrom', defaultMessage: 'From {price} per player' },
  noTimes: { id: 'site.map.noTimes', defaultMessage: 'No free tee times on this day' },
  seeTimes: { id: 'site.map.seeTimes', defaultMessage: 'See tee times' },
  close: { id: 'site.map.close', defaultMessage: 'Close' },
  showMap: { id: 'site.map.showMap', defaultMessage: 'Show the map' },
  hideMap: { id: 'site.map.hideMap', defaultMessage: 'Hide the map' },
  pin: { id: 'site.map.pin', defaultMessage: '{name}, {town}' },
  roleDescription: { id: 'site.map.roleDescription', defaultMessage: 'map' },
});

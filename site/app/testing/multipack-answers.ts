/** The engine's answers about multipacks, as the route and mapping tests use them. */
export const PACK_ANSWER = {
  idMultipack: 3,
  nombre: 'Costa del Sol Clásico',
  descripcion: 'Three rounds on the Costa del Sol.',
  idRegion: 1,
  nombreRegion: 'Costa del Sol',
  numRondas: 3,
  precio: 199,
  precioHabitual: 255.5,
  diasVentana: 30,
  disponible: true,
  fechaDesde: '2030-05-01',
  fechaHasta: '2030-10-31',
  recorridos: [
    {
      idVendedorProveedor: 1,
      nombreClub: 'Los Naranjos Golf Club',
      idRecorrido: 11,
      nombreRecorrido: 'Los Naranjos',
      idRegion: 1,
      nombreRegion: 'Costa del Sol',
      zonaHoraria: 'Europe/Madrid',
    },
    {
      idVendedorProveedor: 2,
      nombreClub: 'Real Club Valderrama',
      idRecorrido: 21,
      nombreRecorrido: 'Real Club Valderrama',
      idRegion: 1,
      nombreRegion: 'Costa del Sol',
      zonaHoraria: 'Europe/Madrid',
    },
  ],
};

/**
 * Carrito/ModificarCarrito's answer once the pack above is added for 2 players: the cart as the
 * engine prices it, under `localizador` (null: a cart with nothing left, which no addition answers).
 */
export function packAddedAnswer(localizador: string | null) {
  const rounds = [
    { course: PACK_ANSWER.recorridos[0], fecha: '2030-05-03' },
    { course: PACK_ANSWER.recorridos[1], fecha: '2030-05-04' },
    { course: PACK_ANSWER.recorridos[0], fecha: '2030-05-06' },
  ];
  return {
    cod: 1,
    msg: 'OK',
    datos: {
      localizador,
      jsonCarrito: JSON.stringify({
        listaClubesRecorridos: [],
        listaMultipacks: [
          {
            idMultipack: PACK_ANSWER.idMultipack,
            nombre: PACK_ANSWER.nombre,
            numJugadores: 2,
            precio: PACK_ANSWER.precio,
            rondas: rounds.map(({ course, fecha }) => ({
              idVendedorProveedor: course?.idVendedorProveedor,
              nombreVendedorProveedor: course?.nombreClub,
              idRecorrido: course?.idRecorrido,
              nombreRecorrido: course?.nombreRecorrido,
              fecha,
              hora: '09:10',
            })),
          },
        ],
      }),
      zonasHorarias: [{ idVendedorProveedor: 1, zonaHoraria: 'Europe/Madrid' }],
      subtotal: 398,
      descuento: 0,
      comision: 1.5,
      total: 399.5,
      ofertasAplicadas: [],
      promoCodeValido: null,
      mensajePromoCode: null,
    },
  };
}

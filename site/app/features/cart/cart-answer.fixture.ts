/**
 * For tests: ModificarCarrito's answer for a cart of one tee time for two at Los Naranjos
 * (club 1, course 11), priced with the 2.50 fee, as the engine sends it.
 */
export function oneTeeTimeCartAnswer(localizador: string) {
  return {
    cod: 1,
    msg: 'OK',
    datos: {
      localizador,
      jsonCarrito: JSON.stringify({
        listaClubesRecorridos: [
          {
            idVendedorProveedor: 1,
            nombreVendedorProveedor: 'Los Naranjos Golf Club',
            idRecorrido: 11,
            nombreRecorrido: 'Los Naranjos',
            listaTeeTimes: [
              {
                fecha: '2026-11-24',
                hora: '09:10',
                tarifasSeleccionadas: [
                  { idTarifa: 5, numJugadores: 2, nombre: 'Green fee', precio: 85.5 },
                ],
                serviciosSeleccionados: [],
              },
            ],
          },
        ],
      }),
      zonasHorarias: [{ idVendedorProveedor: 1, zonaHoraria: 'Europe/Madrid' }],
      subtotal: 171,
      descuento: 0,
      comision: 2.5,
      total: 173.5,
      ofertasAplicadas: [],
      promoCodeValido: null,
      mensajePromoCode: null,
    },
  };
}

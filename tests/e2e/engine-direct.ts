/**
 * The engine the end-to-end shop runs on, called directly for a journey's setting: what other
 * golfers did before this one arrived (a fully booked day). Same vendor credentials as the shop's
 * server (the engine's development defaults, which `pnpm start` uses).
 */
import { randomBytes } from 'node:crypto';
import { E2E_ENGINE_PORT } from './ports.ts';

const mainEngineUrl = `http://127.0.0.1:${E2E_ENGINE_PORT}`;

interface Credentials {
  token: string;
  culture: string;
  idVendedor: number;
  idInicioSesion: number;
}

export interface EngineAnswer {
  cod?: number;
  msg?: string;
  datos?: unknown;
  [field: string]: unknown;
}

export class EngineSession {
  private constructor(
    private readonly credentials: Credentials,
    private readonly engineUrl: string,
  ) {}

  /** A vendor session on the main end-to-end shop's engine, or on the one at `engineUrl`. */
  static async start(culture = 'en-GB', engineUrl = mainEngineUrl): Promise<EngineSession> {
    const form = new URLSearchParams({
      username: 'fairway-web',
      password: 'fairway-web-local',
      segundosExpiracion: '3600',
      culture,
      idVendedorSim: '',
    });
    const response = await fetch(`${engineUrl}/Acceso/IniciarSesionFront`, {
      method: 'POST',
      body: form,
    });
    const body = (await response.json()) as { datos: Omit<Credentials, 'culture'> };
    return new EngineSession({ ...body.datos, culture }, engineUrl);
  }

  async call(path: string, body: Record<string, unknown> = {}): Promise<EngineAnswer> {
    const response = await fetch(`${this.engineUrl}/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        token: this.credentials.token,
        culture: this.credentials.culture,
        idVendedor: this.credentials.idVendedor,
        idInicioSesion: this.credentials.idInicioSesion,
        ...body,
      }),
    });
    const answer = (await response.json()) as EngineAnswer;
    if (answer.cod !== undefined && answer.cod !== 1)
      throw new Error(`${path}: cod ${answer.cod} ${answer.msg ?? ''}`);
    return answer;
  }

  /** The tee times of a course's day with at least one free place, and the first rate of each. */
  private async freeTeeTimes(idVP: number, idRecorrido: number, fecha: string) {
    const day = await this.call('Disponibilidad/ObtenerDisponibilidadDia', {
      idVendedorProveedor: idVP,
      idRecorrido,
      fecha,
      jugadores: -1,
    });
    return (
      day.horasDisponibles as {
        hora: string;
        jugadoresDisponibles: number;
        tarifas: { idTarifa: number }[];
      }[]
    ).filter((s) => s.jugadoresDisponibles > 0 && s.tarifas[0]);
  }

  /** One pre-booking of `teeTimes` for the holder `email`, as a golfer who never pays. */
  private async hold(
    idVP: number,
    idRecorrido: number,
    teeTimes: { fecha: string; hora: string; idTarifa: number; players: number }[],
    email: string,
  ): Promise<void> {
    await this.call('PreReserva/RealizarPreReserva', {
      localizadorCarrito: `C${randomBytes(4).toString('hex').toUpperCase().slice(0, 7)}`,
      jsonCarrito: JSON.stringify({
        listaClubesRecorridos: [
          {
            idVendedorProveedor: idVP,
            idRecorrido,
            listaTeeTimes: teeTimes.map((t) => ({
              fecha: t.fecha,
              hora: t.hora,
              tarifasSeleccionadas: [{ idTarifa: t.idTarifa, numJugadores: t.players }],
              serviciosSeleccionados: [],
            })),
          },
        ],
      }),
      nombre: 'Another',
      apellidos: 'Golfer',
      email,
      aceptaCondiciones: true,
    });
  }

  /**
   * Holds every free place of a course's day (holds count as taken), ten tee times a pre-booking,
   * as if other golfers were paying for them. Returns how many tee times were held.
   */
  async holdWholeDay(idVP: number, idRecorrido: number, fecha: string): Promise<number> {
    const slots = await this.freeTeeTimes(idVP, idRecorrido, fecha);
    for (let i = 0; i < slots.length; i += 10) {
      const teeTimes = slots.slice(i, i + 10).map((s) => ({
        fecha,
        hora: s.hora,
        idTarifa: s.tarifas[0]?.idTarifa ?? 0,
        players: s.jugadoresDisponibles,
      }));
      await this.hold(idVP, idRecorrido, teeTimes, `full-day-${i}@golfers.example`);
    }
    return slots.length;
  }

  /** The first `count` tee times of a course's day held whole for `email`, left unpaid. */
  async holdFirstTeeTimes(
    idVP: number,
    idRecorrido: number,
    fecha: string,
    count: number,
    email: string,
  ): Promise<number> {
    const slots = (await this.freeTeeTimes(idVP, idRecorrido, fecha)).slice(0, count);
    await this.hold(
      idVP,
      idRecorrido,
      slots.map((s) => ({
        fecha,
        hora: s.hora,
        idTarifa: s.tarifas[0]?.idTarifa ?? 0,
        players: s.jugadoresDisponibles,
      })),
      email,
    );
    return slots.reduce((sum, s) => sum + s.jugadoresDisponibles, 0);
  }
}

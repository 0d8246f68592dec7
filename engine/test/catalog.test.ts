import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../src/db/client.ts';
import { clearCatalogCache, courseInfo } from '../src/services/catalog-cache.ts';
import { BACKENDS, startTestEngine } from './harness.ts';
import type { TestEngine } from './harness.ts';
import { daysAhead } from './harness.ts';

type Suggestion = { label: string; data: { cat: string; id: number; id2: number } };

describe.each(BACKENDS)('catalog, search and content on %s', (backend) => {
  let t: TestEngine;
  beforeAll(async () => {
    t = await startTestEngine(backend);
  }, 180_000);
  afterAll(async () => t?.close());

  const suggest = async (keyword: string, culture = 'en-GB') => {
    const session = culture === 'en-GB' ? t.session : await t.newSession(culture);
    const answer = await t.call('Portal/Busqueda/ListarSugerencias', { keyword }, session);
    expect(answer.cod).toBe(1);
    return answer.listaElementos as Suggestion[];
  };

  it('gives every club its phone, e-mail, website and address, and the club call carries them', async () => {
    const missing = await rows<{ key: string }>(
      t.engine.database.db,
      sql`select key from clubs
          where phone !~ '^\\+(34 9|351 2)\\d{2} \\d{3} \\d{3}$'
             or email not like '%@' || key || '.example'
             or website <> 'https://www.' || key || '.example/'`,
    );
    expect(missing).toEqual([]);
    const [club] = await rows<{ id: number; phone: string; address: string; postal: string }>(
      t.engine.database.db,
      sql`select id, phone, address, postal_code as postal from clubs order by id limit 1`,
    );
    if (!club) throw new Error('the seed has no club');
    const answer = await t.call('Vendedor/ObtenerDatosClubTTB', { idVendedorProveedor: club.id });
    expect(answer.datos).toMatchObject({
      telefono: club.phone,
      email: expect.stringMatching(/^reservas@[a-z0-9-]+\.example$/),
      web: expect.stringMatching(/^https:\/\/www\.[a-z0-9-]+\.example\/$/),
      direccion: club.address,
      codigoPostal: club.postal,
    });
  });

  it.each([
    ['malaga', 'Malaga'],
    ['Málaga', 'Malaga'],
    ['MALAGA', 'Malaga'],
    ['seville', 'Seville'],
    ['séville', 'Seville'],
    ['sevila', 'Seville'],
    ['sevilla', 'Seville'],
    ['cordoue', 'Cordoba'],
    ['fontarrabie', 'Hondarribia'],
  ])('"%s" finds the municipality %s first', async (keyword, label) => {
    const list = await suggest(keyword);
    expect(list[0]?.data.cat).toBe('MUN');
    expect(list[0]?.label.startsWith(label)).toBe(true);
  });

  it('labels follow the caller’s language', async () => {
    expect((await suggest('seville', 'fr-FR'))[0]?.label).toMatch(/^Séville, Andalousie/);
    expect((await suggest('seville', 'es-ES'))[0]?.label).toMatch(/^Sevilla, Andalucía/);
    expect((await suggest('seville', 'sv-SE'))[0]?.label).toMatch(/^Sevilla, Andalusien/);
  });

  it('finds clubs with a typo, gives at most 10, and nothing for an empty keyword', async () => {
    const clubs = await suggest('valderama');
    expect(clubs[0]).toMatchObject({
      label: expect.stringContaining('Valderrama'),
      data: { cat: 'CLUB' },
    });
    expect((await suggest('golf')).length).toBe(10);
    expect(await suggest('')).toEqual([]);
    expect(await suggest('   ')).toEqual([]);
    expect(await suggest('qqqqzzzz')).toEqual([]);
  });

  it('lists the clubs of a municipality and of a home tile with prices and free times', async () => {
    const marbella = (await suggest('marbella')).find((s) => s.data.cat === 'MUN');
    expect(marbella).toBeDefined();
    const results = await t.call('Portal/Busqueda/ListarResultadosTTB', {
      idMunicipio: marbella?.data.id,
      fecha: daysAhead(3, t.clock),
      jugadores: 2,
    });
    const clubs = results.listaClubes as {
      precioDesde: number;
      precioHasta: number;
      horaIni: string;
      horaFin: string;
      imagen: string;
    }[];
    expect(clubs.length).toBeGreaterThan(1);
    for (const c of clubs) {
      expect(c.precioDesde).toBeLessThanOrEqual(c.precioHasta);
      expect(c.horaIni <= c.horaFin).toBe(true);
      expect(c.imagen).toMatch(/^\/images\/clubs\/[a-z0-9-]+\.svg$/);
    }
    const tiles = await t.call('Portal/Home/ListarCajitas');
    const list = tiles.listaCajitas as { idCajita: number; numRecorridos: number }[];
    expect(list.length).toBeGreaterThanOrEqual(12);
    const byTile = await t.call('Portal/Busqueda/ListarResultados', {
      idLista: list[0]?.idCajita,
      fecha: daysAhead(3, t.clock),
      jugadores: -1,
    });
    expect((byTile.listaClubes as unknown[]).length).toBeGreaterThan(0);
    const svg = await fetch(`${t.url}${clubs[0]?.imagen}`);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('filters a region’s results by part of the day, tee-off window, holes, price and buggy', async () => {
    type Club = {
      idR: number;
      hoyos: number;
      precioDesde: number;
      horaIni: string;
      horaFin: string;
    };
    const results = async (filters: Record<string, unknown>) => {
      const answer = await t.call('Portal/Busqueda/ListarResultadosTTB', {
        idRegion: 1,
        fecha: daysAhead(4, t.clock),
        jugadores: -1,
        ...filters,
      });
      expect(answer.cod, answer.msg).toBe(1);
      return answer.listaClubes as Club[];
    };
    const all = await results({});
    expect(all.length).toBeGreaterThan(2);

    const early = await results({ horaFin: '09:59', jugadores: 4 });
    expect(early.length).toBeGreaterThan(0);
    for (const c of early) expect(c.horaFin <= '09:59').toBe(true);

    const cheap = Math.min(...all.map((c) => c.precioDesde));
    const underCheapest = await results({ precioFin: cheap - 0.01 });
    expect(underCheapest).toEqual([]);
    for (const c of await results({ precioFin: cheap }))
      expect(c.precioDesde).toBeLessThanOrEqual(cheap);

    for (const holes of [9, 18] as const) {
      const found = await results({ hoyos: holes });
      expect(found.every((c) => c.hoyos === holes)).toBe(true);
    }
    expect((await results({ hoyos: 9 })).length + (await results({ hoyos: 18 })).length).toBe(
      all.length,
    );

    const mornings = await results({ parteDelDia: 'morning' });
    expect(mornings.length).toBeGreaterThan(0);
    for (const c of mornings) expect(c.horaFin < '12:00').toBe(true);
    const twilight = await results({ parteDelDia: 'twilight' });
    expect(twilight.length).toBeGreaterThan(0);
    for (const c of twilight) expect(c.horaFin >= '12:00').toBe(true);

    // A buggy rate costs more than the green fee alone at the same club.
    const withBuggy = await results({ conBuggy: true });
    expect(withBuggy.length).toBeGreaterThan(0);
    for (const c of withBuggy) {
      const plain = all.find((a) => a.idR === c.idR);
      expect(c.precioDesde).toBeGreaterThan(plain?.precioDesde ?? Infinity);
    }

    const refused = await t.call('Portal/Busqueda/ListarResultadosTTB', {
      idRegion: 1,
      fecha: daysAhead(4, t.clock),
      jugadores: -1,
      hoyos: 12,
    });
    expect(refused.cod).not.toBe(1);
  });

  it('puts every club on the map once, with its first free time and lowest price on the day', async () => {
    type MapClub = {
      idVP: number;
      latitud: number;
      longitud: number;
      horaIni: string | null;
      precioDesde: number | null;
    };
    const fecha = daysAhead(4, t.clock);
    const map = await t.call('Portal/Busqueda/ListarClubesMapa', { fecha, jugadores: -1 });
    expect(map.cod, map.msg).toBe(1);
    const clubs = map.listaClubes as MapClub[];
    const [row] = await rows<{ count: number }>(
      t.engine.database.db,
      sql`select count(*)::int as count from clubs`,
    );
    const count = Number(row?.count);
    expect(clubs).toHaveLength(count);
    expect(new Set(clubs.map((c) => c.idVP)).size).toBe(count);
    for (const c of clubs) {
      // Spain and Portugal, the Azores and the Canaries included.
      expect(c.latitud).toBeGreaterThan(27);
      expect(c.latitud).toBeLessThan(44);
      expect(c.longitud).toBeGreaterThan(-32);
      expect(c.longitud).toBeLessThan(5);
      expect(c.horaIni === null).toBe(c.precioDesde === null);
    }
    // The same day's region results agree on each club's lowest price and first time.
    const region = await t.call('Portal/Busqueda/ListarResultadosTTB', {
      idRegion: 1,
      fecha,
      jugadores: -1,
    });
    const lines = region.listaClubes as {
      idVP: number;
      horaIni: string;
      precioDesde: number;
      latitud: number;
    }[];
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      const pin = clubs.find((c) => c.idVP === line.idVP);
      expect(pin?.latitud).toBe(line.latitud);
      expect(pin?.precioDesde).toBeLessThanOrEqual(line.precioDesde);
      expect((pin?.horaIni ?? '99:99') <= line.horaIni).toBe(true);
    }
    const cheapest = lines.reduce((a, z) => (z.precioDesde < a.precioDesde ? z : a));
    const sameClub = lines.filter((l) => l.idVP === cheapest.idVP);
    expect(clubs.find((c) => c.idVP === cheapest.idVP)?.precioDesde).toBe(
      Math.min(...sameClub.map((l) => l.precioDesde)),
    );
    // Four players leave fewer or the same clubs with a time.
    const four = await t.call('Portal/Busqueda/ListarClubesMapa', { fecha, jugadores: 4 });
    const withTime = (list: MapClub[]) => list.filter((c) => c.horaIni !== null).length;
    expect(withTime(four.listaClubes as MapClub[])).toBeLessThanOrEqual(withTime(clubs));
    const refused = await t.call('Portal/Busqueda/ListarClubesMapa', { fecha, jugadores: 0 });
    expect(refused.cod).not.toBe(1);
  });

  it('serves the name cache source, club data, languages, countries, texts, board and config', async () => {
    const vendor = await t.call('Vendedor/ObtenerRecorridosVendedor', {});
    const datos = vendor.datos as { listaRecorridos: unknown[]; listaRegiones: unknown[] };
    expect(datos.listaRecorridos.length).toBeGreaterThanOrEqual(60);
    expect(datos.listaRegiones.length).toBeGreaterThanOrEqual(12);
    // The gazetteer's places with a page of their own: an airport, not a country nor a place that
    // is a region under another name (Costa del Sol is the region's own page).
    const places = (vendor.datos as { listaLugares: { idLugar: number; nombre: string }[] })
      .listaLugares;
    const names = places.map((p) => p.nombre);
    expect(names).toContain('Faro Airport (FAO)');
    expect(names).not.toContain('Spain');
    expect(names).not.toContain('Costa del Sol');
    const search = await t.call('Portal/Busqueda/ListarResultadosTTB', {
      idLugar: places.find((p) => p.nombre === 'Faro Airport (FAO)')?.idLugar,
      fecha: daysAhead(3, t.clock),
      jugadores: -1,
    });
    expect((search.lugar as { nombre: string }).nombre).toBe('Faro Airport (FAO)');
    const club = await t.call('Vendedor/ObtenerClubAleatorioTTB', {});
    expect((club.datos as { zonaHoraria: string }).zonaHoraria).toMatch(/^(Europe|Atlantic)\//);
    expect(
      await t.call('Vendedor/ObtenerDatosClubTTB', { idVendedorProveedor: 999_999 }),
    ).toMatchObject({ cod: 2, msg: 'Golf club not found' });
    expect(
      ((await t.call('Vendedor/ObtenerIdiomas')).datos as { listaIdiomas: unknown[] }).listaIdiomas,
    ).toHaveLength(4);
    const countries = (await t.call('Comun/Paises/ObtenerPaises', {}, await t.newSession('sv-SE')))
      .datos as { listaPaises: { codigo: string; nombre: string }[] };
    expect(countries.listaPaises.find((c) => c.codigo === 'ES')?.nombre).toBe('Spanien');
    expect(
      await t.call('Comun/Pasarelas/ObtenerMarcaTarjeta', { prefijoTarjeta: '3782' }),
    ).toMatchObject({ cod: 1, datos: { marca: 'amex', longitudCodigoSeguridad: 4 } });
    for (const kind of ['about', 'contact', 'legal', 'privacy', 'terms', 'cookies']) {
      const text = await t.call('Textos/ObtenerTexto', { idTipoTexto: kind, idCliente: 0 });
      expect(text.cod, kind).toBe(1);
    }
    const es = await t.call(
      'Textos/ObtenerTextoGenericoCookies',
      { idCliente: 0 },
      { ...(await t.newSession('es-ES')), idCliente: 0 },
    );
    expect((es.datos as { titulo: string }).titulo).toMatch(/cookies/i);
    expect(
      (await t.call('ConfiguracionFrontal/ObtenerConfiguracionFrontalWeb')).datos,
    ).toMatchObject({ minutosRetencion: 15, comisionReembolsable: false });
  });

  it('offers on the board each name a promocode checkout takes today', async () => {
    const board = (await t.call('Vendedor/ObtenerMensajesTablonOfertas')).datos as {
      listaMensajes: { titulo: string; texto: string; codigoPromocional?: string }[];
    };
    expect(board.listaMensajes.map((m) => m.codigoPromocional)).toEqual([
      'FAIRWAY10',
      'FOURBALL',
      'VALDERRAMA15',
    ]);
    const today = daysAhead(0, t.clock);
    for (const message of board.listaMensajes) {
      expect(`${message.titulo} ${message.texto}`).toContain(message.codigoPromocional);
      const [offer] = await rows<{ valid_from: string; valid_to: string }>(
        t.engine.database.db,
        sql`select valid_from, valid_to from offers where code = ${message.codigoPromocional}`,
      );
      expect(offer, message.codigoPromocional).toBeDefined();
      expect(String(offer?.valid_from) <= today && String(offer?.valid_to) >= today).toBe(true);
    }
    // An offer about a code that has ended, or that this engine does not hold, is not shown.
    await t.engine.database.db.execute(
      sql`insert into board_messages (kind, title, body, promo_code) values
        ('offer', '{"en":"Old","es":"Old","fr":"Old","sv":"Old"}', '{"en":"EXPIRED2024","es":"x","fr":"x","sv":"x"}', 'EXPIRED2024'),
        ('offer', '{"en":"Gone","es":"Gone","fr":"Gone","sv":"Gone"}', '{"en":"NOSUCHCODE","es":"x","fr":"x","sv":"x"}', 'NOSUCHCODE')`,
    );
    const after = (await t.call('Vendedor/ObtenerMensajesTablonOfertas')).datos as {
      listaMensajes: { codigoPromocional?: string }[];
    };
    expect(after.listaMensajes.map((m) => m.codigoPromocional)).toEqual([
      'FAIRWAY10',
      'FOURBALL',
      'VALDERRAMA15',
    ]);
    await t.engine.database.db.execute(
      sql`delete from board_messages where promo_code in ('EXPIRED2024', 'NOSUCHCODE')`,
    );
    // The notices carry no code.
    const notices = (await t.call('Vendedor/ObtenerMensajesTablon')).datos as {
      listaMensajes: Record<string, unknown>[];
    };
    expect(notices.listaMensajes.length).toBe(3);
    expect(notices.listaMensajes.every((m) => !('codigoPromocional' in m))).toBe(true);
  });

  it('finds the nearest later days with free times', async () => {
    const club = (await suggest('naranjos'))[0];
    const near = await t.call('Disponibilidad/ObtenerDisponibilidadCercanasDia', {
      idVendedorProveedor: club?.data.id2,
      fecha: daysAhead(2, t.clock),
      jugadores: 4,
    });
    const list = near.listGreenFeesRecorridoDisponible as { fechaHoraJuegoPosterior: string }[];
    expect(list.length).toBeGreaterThan(0);
    expect(list[0]?.fechaHoraJuegoPosterior.slice(0, 10)).toBe(daysAhead(3, t.clock));
  });

  it('seed:scale grows the catalog, and new clubs become searchable', async () => {
    const { scaleCatalog } = await import('../src/seed/scale.ts');
    const dayAt = async (course: { id: number; club_id: number }) =>
      (await t.call('Disponibilidad/ObtenerDisponibilidadDia', {
        idVendedorProveedor: course.club_id,
        idRecorrido: course.id,
        fecha: daysAhead(3, t.clock),
        jugadores: -1,
      })) as { cod: number; horasDisponibles?: unknown[] };
    const lastCourse = async () =>
      (
        await rows<{ id: number; club_id: number }>(
          t.engine.database.db,
          sql`select id, club_id from courses order by id desc limit 1`,
        )
      )[0];
    // The engine has read its course rules (catalog-cache.ts) before the catalog grows.
    const old = await lastCourse();
    if (!old) throw new Error('no course');
    expect((await dayAt(old)).horasDisponibles?.length).toBeGreaterThan(0);
    const before = (
      (await t.call('Vendedor/ObtenerProveedores', {})).datos as { listaProveedores: unknown[] }
    ).listaProveedores.length;
    const total = await scaleCatalog(t.engine.database.db, before + 25);
    expect(total).toBe(before + 25);
    const after = (
      (await t.call('Vendedor/ObtenerProveedores', {})).datos as { listaProveedores: unknown[] }
    ).listaProveedores.length;
    expect(after).toBe(before + 25);
    // A course added since is read on its own, at once, not when the kept rules are next renewed.
    const added = await lastCourse();
    expect(added?.id).toBeGreaterThan(old.id);
    if (!added) throw new Error('no course added');
    expect((await dayAt(added)).horasDisponibles?.length).toBeGreaterThan(0);
  });

  it('a transaction reads its course while the catalog is being read beside it, and neither waits on the other', async () => {
    const db = t.engine.database.db;
    const [course] = await rows<{ id: number }>(
      db,
      sql`select id from courses order by id limit 1`,
    );
    if (!course) throw new Error('no course');
    clearCatalogCache();
    let outside: Promise<unknown> = Promise.resolve();
    const inside = db.transaction(async (tx) => {
      // A call outside the transaction starts the shared read; on PGlite it queues behind the
      // transaction, which once awaited it in turn.
      outside = courseInfo(db, course.id);
      return courseInfo(tx, course.id);
    });
    const stuck = new Promise((resolve) => setTimeout(() => resolve('stuck'), 10_000));
    const info = (await Promise.race([inside, stuck])) as Awaited<ReturnType<typeof courseInfo>>;
    expect(info?.course.id).toBe(course.id);
    expect(((await outside) as Awaited<ReturnType<typeof courseInfo>>)?.course.id).toBe(course.id);
  });

  it('serves a Blogger v3-shaped blog behind its key', async () => {
    const key = t.config.BLOG_API_KEY;
    const list = (await (
      await fetch(`${t.url}/blogger/v3/blogs/7301/posts?key=${key}&maxResults=499`)
    ).json()) as { items: { id: string; labels: string[] }[] };
    expect(list.items).toHaveLength(16);
    const label = list.items[0]?.labels[0] ?? '';
    const byLabel = (await (
      await fetch(
        `${t.url}/blogger/v3/blogs/7301/posts?key=${key}&labels=${encodeURIComponent(label)}`,
      )
    ).json()) as { items: { labels: string[] }[] };
    expect(byLabel.items.every((p) => p.labels.includes(label))).toBe(true);
    const one = await fetch(`${t.url}/blogger/v3/blogs/7301/posts/${list.items[0]?.id}?key=${key}`);
    expect(one.status).toBe(200);
    expect((await fetch(`${t.url}/blogger/v3/blogs/7301/posts?key=wrong`)).status).toBe(403);
    expect(
      (await fetch(`${t.url}/blogger/v3/blogs/7301/posts?key=${key}&maxResults=500`)).status,
    ).toBe(400);
    expect((await fetch(`${t.url}/blogger/v3/blogs/7301/posts/nope?key=${key}`)).status).toBe(404);
  });
});

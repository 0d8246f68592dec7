/**
 * Hand-written editorial content served by the engine: the informational pages
 * (Textos/ObtenerTexto), the seeded blog (Blogger v3-shaped endpoint) and the home-page
 * notice boards (Vendedor/ObtenerMensajesTablon and ObtenerMensajesTablonOfertas).
 *
 * The company, its address, tax and registry numbers and phone are invented. Links point
 * only to the shop's own paths or to mailto:, because the product makes no call off the machine.
 */
import type { SeedBlogPost, SeedBoardMessage, SeedText } from './seed-types.ts';

export const SEED_TEXTS: SeedText[] = [
  {
    kind: 'about',
    title: {
      en: 'About Fairway',
      es: 'Sobre Fairway',
      fr: 'À propos de Fairway',
      sv: 'Om Fairway',
    },
    html: {
      en: `<h2>Golf in Spain and Portugal, booked in a minute</h2>
<p>Fairway is an online tee-time shop for golf clubs in Spain and Portugal. From the Costa del Sol to the Algarve and the Canary Islands, we show the real tee sheet of each club so you can see which times are free, compare green fees and book in a few steps, in English, Spanish, French or Swedish.</p>
<p>Fairway is run by <strong>{{company}}</strong>, a small team of golfers and travel specialists. We work directly with the clubs: the prices you see are the prices each club sets, and every booking goes straight onto the club's own tee sheet.</p>
<h3>What you can book</h3>
<ul>
<li>Green fees for 9 and 18 holes, with buggies and other golf services where the club offers them.</li>
<li>Multipacks of rounds to play over several days at different courses.</li>
<li>Open tournaments that accept online entries.</li>
</ul>
<h3>How it works</h3>
<p>Choose a region or a club, pick a date and the number of players, and add the tee times you like to your cart. When you check out, we hold your tee times for 15 minutes while you pay by card. As soon as the payment is confirmed you receive a booking reference and a voucher to show at the club's reception.</p>
<p>You can book as a guest or open a free account to keep your bookings, saved cards and player details in one place. If your plans change, you can cancel from <a href="/en/private-area/bookings">your bookings</a> or from the <a href="/en/cancel-reservation">cancel reservation</a> page, within the deadline set by each club.</p>
<p>Questions? Write to us at <a href="mailto:{{email}}">{{email}}</a> or visit our <a href="/en/contact-info">contact page</a>.</p>`,
      es: `<h2>Golf en España y Portugal, reservado en un minuto</h2>
<p>Fairway es una tienda online de horarios de salida para clubes de golf de España y Portugal. Desde la Costa del Sol hasta el Algarve y las Islas Canarias, mostramos la hoja de salidas real de cada club para que veas qué horarios están libres, compares green fees y reserves en pocos pasos, en español, inglés, francés o sueco.</p>
<p>Fairway está gestionada por <strong>{{company}}</strong>, un pequeño equipo de golfistas y especialistas en viajes. Trabajamos directamente con los clubes: los precios que ves son los que fija cada club, y cada reserva entra directamente en su propia hoja de salidas.</p>
<h3>Qué puedes reservar</h3>
<ul>
<li>Green fees de 9 y 18 hoyos, con buggies y otros servicios de golf cuando el club los ofrece.</li>
<li>Multipacks de rondas para jugar varios días en distintos campos.</li>
<li>Torneos abiertos que admiten inscripción online.</li>
</ul>
<h3>Cómo funciona</h3>
<p>Elige una región o un club, selecciona la fecha y el número de jugadores y añade al carrito los horarios que te gusten. Al finalizar la compra, retenemos tus horarios durante 15 minutos mientras pagas con tarjeta. En cuanto se confirma el pago recibes un localizador y un bono para presentar en la recepción del club.</p>
<p>Puedes reservar como invitado o crear una cuenta gratuita para tener tus reservas, tarjetas guardadas y datos de jugadores en un solo lugar. Si cambian tus planes, puedes cancelar desde <a href="/es/private-area/bookings">tus reservas</a> o desde la página de <a href="/es/cancel-reservation">cancelar reserva</a>, dentro del plazo que fija cada club.</p>
<p>¿Tienes preguntas? Escríbenos a <a href="mailto:{{email}}">{{email}}</a> o visita nuestra <a href="/es/contact-info">página de contacto</a>.</p>`,
      fr: `<h2>Le golf en Espagne et au Portugal, réservé en une minute</h2>
<p>Fairway est une boutique en ligne de départs pour les golfs d'Espagne et du Portugal. De la Costa del Sol à l'Algarve en passant par les îles Canaries, nous affichons la feuille de départs réelle de chaque club : vous voyez les horaires libres, comparez les green fees et réservez en quelques étapes, en français, anglais, espagnol ou suédois.</p>
<p>Fairway est exploitée par <strong>{{company}}</strong>, une petite équipe de golfeurs et de spécialistes du voyage. Nous travaillons directement avec les clubs : les prix affichés sont ceux fixés par chaque club, et chaque réservation est inscrite directement sur sa feuille de départs.</p>
<h3>Ce que vous pouvez réserver</h3>
<ul>
<li>Des green fees 9 et 18 trous, avec voiturettes et autres services lorsque le club les propose.</li>
<li>Des forfaits de plusieurs parties à jouer sur différents jours et parcours.</li>
<li>Des tournois ouverts qui acceptent les inscriptions en ligne.</li>
</ul>
<h3>Comment ça marche</h3>
<p>Choisissez une région ou un club, une date et le nombre de joueurs, puis ajoutez à votre panier les départs qui vous conviennent. Au moment du paiement, nous bloquons vos départs pendant 15 minutes, le temps de régler par carte. Dès que le paiement est confirmé, vous recevez une référence de réservation et un bon à présenter à l'accueil du club.</p>
<p>Vous pouvez réserver en tant qu'invité ou créer un compte gratuit pour retrouver vos réservations, vos cartes enregistrées et les informations de vos joueurs au même endroit. Si vos projets changent, vous pouvez annuler depuis <a href="/fr/private-area/bookings">vos réservations</a> ou depuis la page <a href="/fr/cancel-reservation">annuler une réservation</a>, dans le délai fixé par chaque club.</p>
<p>Une question ? Écrivez-nous à <a href="mailto:{{email}}">{{email}}</a> ou consultez notre <a href="/fr/contact-info">page de contact</a>.</p>`,
      sv: `<h2>Golf i Spanien och Portugal, bokat på en minut</h2>
<p>Fairway är en webbutik för starttider på golfklubbar i Spanien och Portugal. Från Costa del Sol till Algarve och Kanarieöarna visar vi varje klubbs verkliga startlista, så att du ser vilka tider som är lediga, kan jämföra greenfees och boka i några enkla steg, på svenska, engelska, spanska eller franska.</p>
<p>Fairway drivs av <strong>{{company}}</strong>, ett litet team av golfare och reseexperter. Vi samarbetar direkt med klubbarna: priserna du ser är de priser som varje klubb själv sätter, och varje bokning läggs direkt in i klubbens egen startlista.</p>
<h3>Det här kan du boka</h3>
<ul>
<li>Greenfees för 9 och 18 hål, med golfbil och andra tjänster när klubben erbjuder dem.</li>
<li>Rundpaket att spela under flera dagar på olika banor.</li>
<li>Öppna tävlingar som tar emot anmälan online.</li>
</ul>
<h3>Så fungerar det</h3>
<p>Välj en region eller en klubb, ett datum och antal spelare, och lägg de starttider du vill ha i varukorgen. När du går till kassan håller vi dina starttider i 15 minuter medan du betalar med kort. Så snart betalningen är bekräftad får du ett bokningsnummer och en voucher att visa upp i klubbens reception.</p>
<p>Du kan boka som gäst eller skapa ett kostnadsfritt konto och samla dina bokningar, sparade kort och spelaruppgifter på ett ställe. Om dina planer ändras kan du avboka under <a href="/sv/private-area/bookings">dina bokningar</a> eller på sidan <a href="/sv/cancel-reservation">avboka bokning</a>, inom den tidsfrist som varje klubb har satt.</p>
<p>Har du frågor? Skriv till oss på <a href="mailto:{{email}}">{{email}}</a> eller besök vår <a href="/sv/contact-info">kontaktsida</a>.</p>`,
    },
  },
  {
    kind: 'contact',
    title: {
      en: 'Contact us',
      es: 'Contacto',
      fr: 'Nous contacter',
      sv: 'Kontakta oss',
    },
    html: {
      en: `<h2>We are here to help</h2>
<p>Whether you have a question before booking, need help with a tee time you have already paid for, or represent a club that would like to sell on Fairway, our team will be glad to hear from you.</p>
<h3>Customer service</h3>
<ul>
<li>E-mail: <a href="mailto:{{email}}">{{email}}</a></li>
<li>Phone: +34 952 000 419</li>
<li>Hours: Monday to Friday, 9:00 to 18:00, and Saturday, 9:00 to 14:00 (Spanish time)</li>
</ul>
<p>We answer e-mails within one working day. During the winter season, when most of our customers play, we also read messages on Sunday mornings.</p>
<h3>About an existing booking</h3>
<p>Please include your <strong>booking reference</strong> (the 8-character code on your voucher), the name of the club and the date of play, so we can find your booking straight away. To cancel, use the <a href="/en/cancel-reservation">cancel reservation</a> page or <a href="/en/private-area/bookings">your bookings</a> if you have an account; online cancellation is only possible within the deadline set by each club.</p>
<p>On the day of play, questions about the course, the dress code, buggies or the weather are best answered by the club's reception, whose details appear on your voucher.</p>
<h3>Postal address</h3>
<p>{{company}}, {{address}}, Spain. Clubs and partners may also write to <a href="mailto:{{email}}">{{email}}</a> with "Partners" in the subject line.</p>`,
      es: `<h2>Estamos aquí para ayudarte</h2>
<p>Tanto si tienes una pregunta antes de reservar como si necesitas ayuda con un horario que ya has pagado o representas a un club que quiere vender en Fairway, nuestro equipo estará encantado de atenderte.</p>
<h3>Atención al cliente</h3>
<ul>
<li>Correo electrónico: <a href="mailto:{{email}}">{{email}}</a></li>
<li>Teléfono: +34 952 000 419</li>
<li>Horario: de lunes a viernes, de 9:00 a 18:00, y sábados, de 9:00 a 14:00 (hora peninsular española)</li>
</ul>
<p>Respondemos a los correos en un día laborable. Durante la temporada de invierno, cuando juega la mayoría de nuestros clientes, también leemos los mensajes los domingos por la mañana.</p>
<h3>Sobre una reserva existente</h3>
<p>Indica tu <strong>localizador</strong> (el código de 8 caracteres que aparece en tu bono), el nombre del club y la fecha de juego, para que podamos encontrar tu reserva enseguida. Para cancelar, usa la página de <a href="/es/cancel-reservation">cancelar reserva</a> o <a href="/es/private-area/bookings">tus reservas</a> si tienes cuenta; la cancelación online solo es posible dentro del plazo que fija cada club.</p>
<p>El día de juego, las dudas sobre el campo, la vestimenta, los buggies o el tiempo las resuelve mejor la recepción del club, cuyos datos figuran en tu bono.</p>
<h3>Dirección postal</h3>
<p>{{company}}, {{address}}, España. Los clubes y colaboradores también pueden escribir a <a href="mailto:{{email}}">{{email}}</a> indicando «Colaboradores» en el asunto.</p>`,
      fr: `<h2>Nous sommes là pour vous aider</h2>
<p>Que vous ayez une question avant de réserver, que vous ayez besoin d'aide pour un départ déjà payé ou que vous représentiez un club souhaitant vendre sur Fairway, notre équipe sera heureuse de vous répondre.</p>
<h3>Service client</h3>
<ul>
<li>E-mail : <a href="mailto:{{email}}">{{email}}</a></li>
<li>Téléphone : +34 952 000 419</li>
<li>Horaires : du lundi au vendredi de 9 h à 18 h, et le samedi de 9 h à 14 h (heure de Madrid)</li>
</ul>
<p>Nous répondons aux e-mails sous un jour ouvré. Pendant la saison d'hiver, lorsque la plupart de nos clients jouent, nous lisons aussi les messages le dimanche matin.</p>
<h3>À propos d'une réservation existante</h3>
<p>Indiquez votre <strong>référence de réservation</strong> (le code de 8 caractères figurant sur votre bon), le nom du club et la date de jeu, afin que nous retrouvions votre réservation immédiatement. Pour annuler, utilisez la page <a href="/fr/cancel-reservation">annuler une réservation</a> ou <a href="/fr/private-area/bookings">vos réservations</a> si vous avez un compte ; l'annulation en ligne n'est possible que dans le délai fixé par chaque club.</p>
<p>Le jour de jeu, pour toute question sur le parcours, la tenue exigée, les voiturettes ou la météo, adressez-vous plutôt à l'accueil du club, dont les coordonnées figurent sur votre bon.</p>
<h3>Adresse postale</h3>
<p>{{company}}, {{address}}, Espagne. Les clubs et partenaires peuvent aussi écrire à <a href="mailto:{{email}}">{{email}}</a> en indiquant « Partenaires » dans l'objet.</p>`,
      sv: `<h2>Vi hjälper dig gärna</h2>
<p>Oavsett om du har en fråga innan du bokar, behöver hjälp med en starttid som du redan har betalat eller representerar en klubb som vill sälja via Fairway, tar vårt team gärna emot ditt meddelande.</p>
<h3>Kundservice</h3>
<ul>
<li>E-post: <a href="mailto:{{email}}">{{email}}</a></li>
<li>Telefon: +34 952 000 419</li>
<li>Öppettider: måndag till fredag 9.00–18.00 och lördag 9.00–14.00 (spansk tid)</li>
</ul>
<p>Vi svarar på e-post inom en arbetsdag. Under vintersäsongen, när de flesta av våra kunder spelar, läser vi även meddelanden på söndagsförmiddagar.</p>
<h3>Om en befintlig bokning</h3>
<p>Ange ditt <strong>bokningsnummer</strong> (koden på 8 tecken på din voucher), klubbens namn och speldatum, så hittar vi din bokning direkt. För att avboka använder du sidan <a href="/sv/cancel-reservation">avboka bokning</a> eller <a href="/sv/private-area/bookings">dina bokningar</a> om du har ett konto. Avbokning online är bara möjlig inom den tidsfrist som varje klubb har satt.</p>
<p>På speldagen besvaras frågor om banan, klädkoden, golfbilar eller vädret bäst av klubbens reception, vars kontaktuppgifter står på din voucher.</p>
<h3>Postadress</h3>
<p>{{company}}, {{address}}, Spanien. Klubbar och samarbetspartner kan också skriva till <a href="mailto:{{email}}">{{email}}</a> med ”Partner” i ämnesraden.</p>`,
    },
  },
  {
    kind: 'legal',
    title: {
      en: 'Legal notice',
      es: 'Aviso legal',
      fr: 'Mentions légales',
      sv: 'Rättslig information',
    },
    html: {
      en: `<h2>Website owner</h2>
<p>In compliance with Spanish Law 34/2002 on information society services and electronic commerce (LSSI-CE), we inform you that this website is owned and operated by:</p>
<ul>
<li><strong>Company:</strong> {{company}}</li>
<li><strong>Tax ID (NIF):</strong> {{taxId}}</li>
<li><strong>Registered office:</strong> {{address}}, Spain</li>
<li><strong>Registration:</strong> {{registry}}</li>
<li><strong>E-mail:</strong> <a href="mailto:{{email}}">{{email}}</a></li>
<li><strong>Phone:</strong> +34 952 000 419</li>
</ul>
<h2>Purpose of the website</h2>
<p>Fairway is a tee-time shop where users can check availability and book green fees, golf services, multipacks and tournament entries at golf clubs in Spain and Portugal. Fairway acts as an intermediary: each round is provided by the club, which sets its prices, course rules and cancellation conditions.</p>
<h2>Use of the website</h2>
<p>By using this website you agree to do so lawfully and in line with this notice and the <a href="/en/terms-and-conditions">terms and conditions</a>. You must not make false bookings, interfere with the service or try to access areas that are not meant for you.</p>
<h2>Intellectual property</h2>
<p>The texts, design, logos and software of this website belong to {{company}} or are used with permission. Club names, course descriptions and images belong to their owners. You may not copy or reuse them without prior written consent.</p>
<h2>Liability</h2>
<p>We take care that information on availability, prices and courses is correct and up to date, but it is supplied by the clubs and may change. Fairway is not liable for the condition of the course, closures due to weather or decisions taken by the club on the day of play.</p>
<h2>Applicable law</h2>
<p>This notice is governed by Spanish law. Where the user is a consumer, the courts of their place of residence have jurisdiction; otherwise, the courts of Málaga.</p>`,
      es: `<h2>Titular del sitio web</h2>
<p>En cumplimiento de la Ley 34/2002, de servicios de la sociedad de la información y de comercio electrónico (LSSI-CE), te informamos de que este sitio web es propiedad de la siguiente sociedad, que también lo gestiona:</p>
<ul>
<li><strong>Sociedad:</strong> {{company}}</li>
<li><strong>NIF:</strong> {{taxId}}</li>
<li><strong>Domicilio social:</strong> {{address}}, España</li>
<li><strong>Datos registrales:</strong> {{registry}}</li>
<li><strong>Correo electrónico:</strong> <a href="mailto:{{email}}">{{email}}</a></li>
<li><strong>Teléfono:</strong> +34 952 000 419</li>
</ul>
<h2>Objeto del sitio web</h2>
<p>Fairway es una tienda de horarios de salida en la que los usuarios pueden consultar disponibilidad y reservar green fees, servicios de golf, multipacks e inscripciones en torneos en clubes de golf de España y Portugal. Fairway actúa como intermediario: cada ronda la presta el club, que fija sus precios, sus normas de juego y sus condiciones de cancelación.</p>
<h2>Uso del sitio web</h2>
<p>Al utilizar este sitio web te comprometes a hacerlo de forma lícita y conforme a este aviso y a las <a href="/es/terms-and-conditions">condiciones generales</a>. No está permitido realizar reservas falsas, interferir en el servicio ni intentar acceder a áreas que no te corresponden.</p>
<h2>Propiedad intelectual</h2>
<p>Los textos, el diseño, los logotipos y el software de este sitio web pertenecen a {{company}} o se utilizan con autorización. Los nombres de los clubes, las descripciones de los campos y las imágenes pertenecen a sus titulares. No se permite copiarlos ni reutilizarlos sin consentimiento previo por escrito.</p>
<h2>Responsabilidad</h2>
<p>Procuramos que la información sobre disponibilidad, precios y campos sea correcta y esté actualizada, pero la facilitan los clubes y puede cambiar. Fairway no responde del estado del campo, de los cierres por meteorología ni de las decisiones que tome el club el día de juego.</p>
<h2>Legislación aplicable</h2>
<p>Este aviso se rige por la legislación española. Si el usuario es consumidor, serán competentes los juzgados de su domicilio; en los demás casos, los juzgados de Málaga.</p>`,
      fr: `<h2>Éditeur du site</h2>
<p>Conformément à la loi espagnole 34/2002 sur les services de la société de l'information et le commerce électronique (LSSI-CE), nous vous informons que ce site est édité et exploité par :</p>
<ul>
<li><strong>Société :</strong> {{company}}</li>
<li><strong>Numéro d'identification fiscale (NIF) :</strong> {{taxId}}</li>
<li><strong>Siège social :</strong> {{address}}, Espagne</li>
<li><strong>Immatriculation :</strong> {{registry}}</li>
<li><strong>E-mail :</strong> <a href="mailto:{{email}}">{{email}}</a></li>
<li><strong>Téléphone :</strong> +34 952 000 419</li>
</ul>
<h2>Objet du site</h2>
<p>Fairway est une boutique de départs sur laquelle les utilisateurs peuvent consulter les disponibilités et réserver des green fees, des services de golf, des forfaits et des inscriptions à des tournois dans des golfs d'Espagne et du Portugal. Fairway agit en tant qu'intermédiaire : chaque partie est fournie par le club, qui fixe ses tarifs, son règlement et ses conditions d'annulation.</p>
<h2>Utilisation du site</h2>
<p>En utilisant ce site, vous vous engagez à le faire de manière licite, conformément aux présentes mentions et aux <a href="/fr/terms-and-conditions">conditions générales</a>. Il est interdit d'effectuer de fausses réservations, de perturber le service ou de tenter d'accéder à des espaces qui ne vous sont pas destinés.</p>
<h2>Propriété intellectuelle</h2>
<p>Les textes, la conception graphique, les logos et les logiciels de ce site appartiennent à {{company}} ou sont utilisés avec autorisation. Les noms des clubs, les descriptions des parcours et les images appartiennent à leurs titulaires. Toute copie ou réutilisation sans accord écrit préalable est interdite.</p>
<h2>Responsabilité</h2>
<p>Nous veillons à ce que les informations sur les disponibilités, les prix et les parcours soient exactes et à jour, mais elles sont fournies par les clubs et peuvent évoluer. Fairway n'est pas responsable de l'état du parcours, des fermetures pour raisons météorologiques ni des décisions prises par le club le jour de jeu.</p>
<h2>Droit applicable</h2>
<p>Les présentes mentions sont régies par le droit espagnol. Si l'utilisateur est un consommateur, les tribunaux de son lieu de résidence sont compétents ; dans les autres cas, ceux de Málaga.</p>`,
      sv: `<h2>Webbplatsens ägare</h2>
<p>I enlighet med den spanska lagen 34/2002 om informationssamhällets tjänster och elektronisk handel (LSSI-CE) informerar vi om att denna webbplats ägs och drivs av:</p>
<ul>
<li><strong>Företag:</strong> {{company}}</li>
<li><strong>Skatteregistreringsnummer (NIF):</strong> {{taxId}}</li>
<li><strong>Säte:</strong> {{address}}, Spanien</li>
<li><strong>Registrering:</strong> {{registry}}</li>
<li><strong>E-post:</strong> <a href="mailto:{{email}}">{{email}}</a></li>
<li><strong>Telefon:</strong> +34 952 000 419</li>
</ul>
<h2>Webbplatsens syfte</h2>
<p>Fairway är en webbutik för starttider där användare kan se lediga tider och boka greenfees, golftjänster, rundpaket och tävlingsanmälningar på golfklubbar i Spanien och Portugal. Fairway är förmedlare: varje runda tillhandahålls av klubben, som själv bestämmer priser, banregler och avbokningsvillkor.</p>
<h2>Användning av webbplatsen</h2>
<p>Genom att använda webbplatsen åtar du dig att göra det på ett lagligt sätt och i enlighet med denna information och våra <a href="/sv/terms-and-conditions">allmänna villkor</a>. Det är inte tillåtet att göra falska bokningar, störa tjänsten eller försöka komma åt delar som inte är avsedda för dig.</p>
<h2>Immateriella rättigheter</h2>
<p>Texter, design, logotyper och programvara på webbplatsen tillhör {{company}} eller används med tillstånd. Klubbarnas namn, banbeskrivningar och bilder tillhör respektive ägare. De får inte kopieras eller återanvändas utan skriftligt förhandsgodkännande.</p>
<h2>Ansvar</h2>
<p>Vi ser till att uppgifterna om lediga tider, priser och banor är korrekta och aktuella, men de kommer från klubbarna och kan ändras. Fairway ansvarar inte för banans skick, stängning på grund av väder eller beslut som klubben fattar på speldagen.</p>
<h2>Tillämplig lag</h2>
<p>Denna information regleras av spansk lag. Om användaren är konsument är domstolen på användarens hemort behörig; i övriga fall domstolarna i Málaga.</p>`,
    },
  },
  {
    kind: 'privacy',
    title: {
      en: 'Privacy policy',
      es: 'Política de privacidad',
      fr: 'Politique de confidentialité',
      sv: 'Integritetspolicy',
    },
    html: {
      en: `<h2>Who is responsible for your data</h2>
<p>The controller of your personal data is <strong>{{company}}</strong> (NIF {{taxId}}), {{address}}, Spain. You can write to us about any privacy matter at <a href="mailto:{{email}}">{{email}}</a>.</p>
<h2>What data we keep</h2>
<ul>
<li>Identity and contact data: first name, surname, e-mail address and phone number.</li>
<li>Player data you choose to give: handicap and the names of the players in your group.</li>
<li>Booking data: clubs, courses, dates, tee times, services and amounts paid.</li>
<li>Payment data: for saved cards, only the brand, the last four digits, the expiry date and the holder's name. The full card number is handled by the payment provider and never reaches us.</li>
<li>Technical data needed to run your session, described in the cookie policy, which you can open from the footer of every page.</li>
</ul>
<h2>Why we use it</h2>
<ul>
<li>To make and manage your bookings, send your voucher and pass the booking to the club, which receives the details it needs to welcome you (performance of a contract).</li>
<li>To keep your customer account, if you open one (performance of a contract).</li>
<li>To invoice and meet tax and accounting duties (legal obligation).</li>
<li>To prevent fraud and keep the shop secure (legitimate interest).</li>
</ul>
<p>We do not sell your data and we do not use it to build advertising profiles.</p>
<h2>How long we keep it</h2>
<p>Account data is kept while your account is open. Booking and invoicing records are kept for six years, as Spanish commercial law requires. Details you enter as a guest are stored in your browser only until your session expires; the booking itself is kept like any other booking.</p>
<h2>Your rights</h2>
<p>You may ask for access to your data, its rectification or erasure, restriction of processing and portability, and you may object to processing. Write to <a href="mailto:{{email}}">{{email}}</a> with a copy of an identity document. If you are not satisfied with our answer, you may lodge a complaint with the Spanish Data Protection Agency (AEPD).</p>`,
      es: `<h2>Responsable del tratamiento</h2>
<p>El responsable del tratamiento de tus datos personales es <strong>{{company}}</strong> (NIF {{taxId}}), {{address}}, España. Puedes escribirnos sobre cualquier cuestión de privacidad a <a href="mailto:{{email}}">{{email}}</a>.</p>
<h2>Qué datos conservamos</h2>
<ul>
<li>Datos identificativos y de contacto: nombre, apellidos, correo electrónico y teléfono.</li>
<li>Datos de juego que decidas facilitar: hándicap y nombres de los jugadores de tu grupo.</li>
<li>Datos de la reserva: clubes, recorridos, fechas, horarios de salida, servicios e importes pagados.</li>
<li>Datos de pago: de las tarjetas guardadas, solo la marca, los cuatro últimos dígitos, la fecha de caducidad y el titular. El número completo lo gestiona el proveedor de pagos y nunca llega a nosotros.</li>
<li>Datos técnicos necesarios para tu sesión, descritos en la política de cookies, que puedes abrir desde el pie de cada página.</li>
</ul>
<h2>Para qué los usamos</h2>
<ul>
<li>Para tramitar y gestionar tus reservas, enviarte el bono y comunicar la reserva al club, que recibe los datos necesarios para atenderte (ejecución de un contrato).</li>
<li>Para mantener tu cuenta de cliente, si la abres (ejecución de un contrato).</li>
<li>Para facturar y cumplir las obligaciones fiscales y contables (obligación legal).</li>
<li>Para prevenir el fraude y mantener la seguridad de la tienda (interés legítimo).</li>
</ul>
<p>No vendemos tus datos ni los usamos para crear perfiles publicitarios.</p>
<h2>Cuánto tiempo los conservamos</h2>
<p>Los datos de la cuenta se conservan mientras esta siga abierta. Los registros de reservas y facturas se guardan durante seis años, como exige la legislación mercantil española. Los datos que introduces como invitado solo se guardan en tu navegador hasta que caduca la sesión; la reserva en sí se conserva como cualquier otra.</p>
<h2>Tus derechos</h2>
<p>Puedes solicitar el acceso a tus datos, su rectificación o supresión, la limitación del tratamiento y la portabilidad, así como oponerte al tratamiento. Escribe a <a href="mailto:{{email}}">{{email}}</a> adjuntando una copia de un documento de identidad. Si no estás conforme con nuestra respuesta, puedes presentar una reclamación ante la Agencia Española de Protección de Datos (AEPD).</p>`,
      fr: `<h2>Responsable du traitement</h2>
<p>Le responsable du traitement de vos données personnelles est <strong>{{company}}</strong> (NIF {{taxId}}), {{address}}, Espagne. Pour toute question relative à vos données, écrivez-nous à <a href="mailto:{{email}}">{{email}}</a>.</p>
<h2>Les données que nous conservons</h2>
<ul>
<li>Données d'identité et de contact : prénom, nom, adresse e-mail et numéro de téléphone.</li>
<li>Données de jeu que vous choisissez de fournir : handicap et noms des joueurs de votre groupe.</li>
<li>Données de réservation : clubs, parcours, dates, heures de départ, services et montants payés.</li>
<li>Données de paiement : pour les cartes enregistrées, uniquement la marque, les quatre derniers chiffres, la date d'expiration et le nom du titulaire. Le numéro complet est traité par le prestataire de paiement et ne nous parvient jamais.</li>
<li>Données techniques nécessaires à votre session, décrites dans la politique relative aux cookies, accessible en bas de chaque page.</li>
</ul>
<h2>Pourquoi nous les utilisons</h2>
<ul>
<li>Pour effectuer et gérer vos réservations, vous envoyer votre bon et transmettre la réservation au club, qui reçoit les données nécessaires pour vous accueillir (exécution d'un contrat).</li>
<li>Pour tenir votre compte client, si vous en ouvrez un (exécution d'un contrat).</li>
<li>Pour facturer et respecter nos obligations fiscales et comptables (obligation légale).</li>
<li>Pour prévenir la fraude et assurer la sécurité de la boutique (intérêt légitime).</li>
</ul>
<p>Nous ne vendons pas vos données et ne les utilisons pas pour établir des profils publicitaires.</p>
<h2>Durée de conservation</h2>
<p>Les données du compte sont conservées tant que celui-ci est ouvert. Les réservations et factures sont conservées six ans, comme l'exige le droit commercial espagnol. Les informations saisies en tant qu'invité ne sont gardées que dans votre navigateur jusqu'à l'expiration de la session ; la réservation elle-même est conservée comme toute autre réservation.</p>
<h2>Vos droits</h2>
<p>Vous pouvez demander l'accès à vos données, leur rectification ou leur effacement, la limitation du traitement et la portabilité, et vous opposer au traitement. Écrivez à <a href="mailto:{{email}}">{{email}}</a> en joignant une copie d'une pièce d'identité. Si notre réponse ne vous satisfait pas, vous pouvez introduire une réclamation auprès de l'autorité espagnole de protection des données (AEPD).</p>`,
      sv: `<h2>Personuppgiftsansvarig</h2>
<p>Personuppgiftsansvarig för dina uppgifter är <strong>{{company}}</strong> (NIF {{taxId}}), {{address}}, Spanien. Frågor om integritet kan du skicka till <a href="mailto:{{email}}">{{email}}</a>.</p>
<h2>Vilka uppgifter vi sparar</h2>
<ul>
<li>Identitets- och kontaktuppgifter: förnamn, efternamn, e-postadress och telefonnummer.</li>
<li>Speluppgifter som du väljer att lämna: handicap och namnen på spelarna i ditt sällskap.</li>
<li>Bokningsuppgifter: klubbar, banor, datum, starttider, tjänster och betalda belopp.</li>
<li>Betalningsuppgifter: för sparade kort endast kortmärke, de fyra sista siffrorna, utgångsdatum och kortinnehavarens namn. Det fullständiga kortnumret hanteras av betalningsleverantören och når aldrig oss.</li>
<li>Tekniska uppgifter som behövs för din session, beskrivna i cookiepolicyn som du når längst ned på varje sida.</li>
</ul>
<h2>Varför vi använder dem</h2>
<ul>
<li>För att genomföra och hantera dina bokningar, skicka din voucher och förmedla bokningen till klubben, som får de uppgifter som behövs för att ta emot dig (fullgörande av avtal).</li>
<li>För att hantera ditt kundkonto om du skapar ett (fullgörande av avtal).</li>
<li>För fakturering och för att uppfylla skatte- och bokföringskrav (rättslig förpliktelse).</li>
<li>För att förebygga bedrägerier och hålla butiken säker (berättigat intresse).</li>
</ul>
<p>Vi säljer inte dina uppgifter och använder dem inte för att skapa reklamprofiler.</p>
<h2>Hur länge vi sparar dem</h2>
<p>Kontouppgifter sparas så länge kontot är öppet. Bokningar och fakturor sparas i sex år enligt spansk handelsrätt. Uppgifter som du anger som gäst sparas bara i din webbläsare tills sessionen löper ut; själva bokningen sparas som alla andra bokningar.</p>
<h2>Dina rättigheter</h2>
<p>Du kan begära tillgång till dina uppgifter, rättelse eller radering, begränsning av behandlingen och dataportabilitet, och du kan invända mot behandlingen. Skriv till <a href="mailto:{{email}}">{{email}}</a> och bifoga en kopia av en id-handling. Om du inte är nöjd med vårt svar kan du lämna in ett klagomål till den spanska dataskyddsmyndigheten (AEPD).</p>`,
    },
  },
  {
    kind: 'terms',
    title: {
      en: 'Terms and conditions',
      es: 'Condiciones generales',
      fr: 'Conditions générales',
      sv: 'Allmänna villkor',
    },
    html: {
      en: `<h2>1. Who we are</h2>
<p>These terms govern bookings made on Fairway, a shop operated by {{company}}, {{address}}, Spain (<a href="mailto:{{email}}">{{email}}</a>). Fairway books on behalf of the golf clubs; the round itself is provided by the club.</p>
<h2>2. Booking</h2>
<p>Choose a club, a course, a date, a tee time and the number of players, and add your selection to the cart. When you continue to payment, we create a <strong>pre-booking</strong>: your tee times are held for <strong>15 minutes</strong>. If payment is not completed in that time, the pre-booking expires and the places are released to other golfers.</p>
<p>The booking is confirmed only when the payment succeeds. You then receive an 8-character booking reference and a voucher to show at the club's reception. On the course the club's rules apply: dress code, handicap requirements, buggy use and pace of play.</p>
<h2>3. Prices and payment</h2>
<p>Prices are shown in euros, per player, taxes included, and are set by each club. Payment is made by debit or credit card through a secure payment provider; we never see or store the full card number. Each order includes a <strong>transaction fee</strong>, which is shown before you pay and is <strong>non-refundable</strong>.</p>
<h2>4. Cancellation</h2>
<p>Each club decides whether its bookings can be cancelled online and up to how many hours before the tee time. These conditions are shown with the club's rates before you book. Within the deadline you can cancel from your bookings or from the <a href="/en/cancel-reservation">cancel reservation</a> page; the green fee is refunded to the card you paid with, minus the transaction fee. After the deadline, or if the club does not allow online cancellation, please contact the club or our team. Players who do not show up are not refunded.</p>
<h2>5. Changes by the club</h2>
<p>If a club closes the course or moves your tee time for reasons such as weather or maintenance, we will offer you another time or a refund of what you paid for that round.</p>
<h2>6. Applicable law</h2>
<p>These terms are governed by Spanish law, without prejudice to your rights as a consumer.</p>`,
      es: `<h2>1. Quiénes somos</h2>
<p>Estas condiciones regulan las reservas realizadas en Fairway, una tienda gestionada por {{company}}, {{address}}, España (<a href="mailto:{{email}}">{{email}}</a>). Fairway reserva en nombre de los clubes de golf; la ronda en sí la presta el club.</p>
<h2>2. Reserva</h2>
<p>Elige un club, un recorrido, una fecha, un horario de salida y el número de jugadores, y añade la selección al carrito. Al pasar al pago creamos una <strong>prerreserva</strong>: tus horarios quedan retenidos durante <strong>15 minutos</strong>. Si el pago no se completa en ese tiempo, la prerreserva caduca y las plazas quedan libres para otros golfistas.</p>
<p>La reserva solo se confirma cuando el pago se realiza con éxito. Recibirás entonces un localizador de 8 caracteres y un bono que deberás presentar en la recepción del club. En el campo se aplican las normas del club: vestimenta, hándicap exigido, uso del buggy y ritmo de juego.</p>
<h2>3. Precios y pago</h2>
<p>Los precios se muestran en euros, por jugador e impuestos incluidos, y los fija cada club. El pago se realiza con tarjeta de débito o crédito a través de un proveedor de pagos seguro; nunca vemos ni guardamos el número completo de la tarjeta. Cada pedido incluye unos <strong>gastos de gestión</strong>, que se muestran antes de pagar y <strong>no son reembolsables</strong>.</p>
<h2>4. Cancelación</h2>
<p>Cada club decide si sus reservas pueden cancelarse online y hasta cuántas horas antes de la salida. Estas condiciones se muestran junto a las tarifas del club antes de reservar. Dentro del plazo puedes cancelar desde tus reservas o desde la página de <a href="/es/cancel-reservation">cancelar reserva</a>; el green fee se devuelve a la tarjeta con la que pagaste, descontando los gastos de gestión. Fuera de plazo, o si el club no admite la cancelación online, ponte en contacto con el club o con nuestro equipo. Si no te presentas a tu hora de salida, no hay reembolso.</p>
<h2>5. Cambios del club</h2>
<p>Si un club cierra el campo o cambia tu horario por motivos como el tiempo o el mantenimiento, te ofreceremos otro horario o el reembolso de lo pagado por esa ronda.</p>
<h2>6. Legislación aplicable</h2>
<p>Estas condiciones se rigen por la legislación española, sin perjuicio de tus derechos como consumidor.</p>`,
      fr: `<h2>1. Qui sommes-nous</h2>
<p>Les présentes conditions régissent les réservations effectuées sur Fairway, boutique exploitée par {{company}}, {{address}}, Espagne (<a href="mailto:{{email}}">{{email}}</a>). Fairway réserve pour le compte des clubs de golf ; la partie elle-même est fournie par le club.</p>
<h2>2. Réservation</h2>
<p>Choisissez un club, un parcours, une date, une heure de départ et le nombre de joueurs, puis ajoutez votre sélection au panier. Lorsque vous passez au paiement, nous créons une <strong>pré-réservation</strong> : vos départs sont bloqués pendant <strong>15 minutes</strong>. Si le paiement n'est pas finalisé dans ce délai, la pré-réservation expire et les places sont remises à la disposition des autres golfeurs.</p>
<p>La réservation n'est confirmée qu'une fois le paiement accepté. Vous recevez alors une référence de 8 caractères et un bon à présenter à l'accueil du club. Sur le parcours, le règlement du club s'applique : tenue, handicap exigé, utilisation des voiturettes et rythme de jeu.</p>
<h2>3. Prix et paiement</h2>
<p>Les prix sont affichés en euros, par joueur, toutes taxes comprises, et sont fixés par chaque club. Le paiement s'effectue par carte de débit ou de crédit via un prestataire de paiement sécurisé ; nous ne voyons ni ne conservons jamais le numéro complet de la carte. Chaque commande comprend des <strong>frais de transaction</strong>, indiqués avant le paiement et <strong>non remboursables</strong>.</p>
<h2>4. Annulation</h2>
<p>Chaque club décide si ses réservations peuvent être annulées en ligne et jusqu'à combien d'heures avant le départ. Ces conditions sont affichées avec les tarifs du club avant la réservation. Dans le délai, vous pouvez annuler depuis vos réservations ou depuis la page <a href="/fr/cancel-reservation">annuler une réservation</a> ; le green fee est remboursé sur la carte utilisée, déduction faite des frais de transaction. Passé ce délai, ou si le club n'autorise pas l'annulation en ligne, contactez le club ou notre équipe. Une absence au départ ne donne lieu à aucun remboursement.</p>
<h2>5. Modifications par le club</h2>
<p>Si un club ferme le parcours ou déplace votre départ pour des raisons telles que la météo ou l'entretien, nous vous proposerons un autre horaire ou le remboursement de la partie concernée.</p>
<h2>6. Droit applicable</h2>
<p>Les présentes conditions sont régies par le droit espagnol, sans préjudice de vos droits en tant que consommateur.</p>`,
      sv: `<h2>1. Vilka vi är</h2>
<p>Dessa villkor gäller bokningar som görs på Fairway, en webbutik som drivs av {{company}}, {{address}}, Spanien (<a href="mailto:{{email}}">{{email}}</a>). Fairway bokar för golfklubbarnas räkning; själva rundan tillhandahålls av klubben.</p>
<h2>2. Bokning</h2>
<p>Välj klubb, bana, datum, starttid och antal spelare och lägg ditt val i varukorgen. När du går vidare till betalning skapar vi en <strong>preliminär bokning</strong>: dina starttider hålls i <strong>15 minuter</strong>. Om betalningen inte är klar inom den tiden upphör den preliminära bokningen och platserna blir lediga för andra golfare.</p>
<p>Bokningen är bekräftad först när betalningen har gått igenom. Du får då ett bokningsnummer på 8 tecken och en voucher som du visar upp i klubbens reception. På banan gäller klubbens regler: klädkod, handicapkrav, användning av golfbil och speltempo.</p>
<h2>3. Priser och betalning</h2>
<p>Priserna visas i euro per spelare inklusive skatter och bestäms av varje klubb. Du betalar med betal- eller kreditkort via en säker betalningsleverantör; vi ser eller sparar aldrig hela kortnumret. Varje beställning har en <strong>transaktionsavgift</strong> som visas innan du betalar och som <strong>inte återbetalas</strong>.</p>
<h2>4. Avbokning</h2>
<p>Varje klubb bestämmer om dess bokningar kan avbokas online och fram till hur många timmar före starttiden. Villkoren visas tillsammans med klubbens priser innan du bokar. Inom tidsfristen kan du avboka under dina bokningar eller på sidan <a href="/sv/cancel-reservation">avboka bokning</a>; greenfeen återbetalas till kortet du betalade med, med avdrag för transaktionsavgiften. Efter tidsfristen, eller om klubben inte tillåter avbokning online, kontaktar du klubben eller vårt team. Spelare som uteblir får ingen återbetalning.</p>
<h2>5. Ändringar från klubben</h2>
<p>Om en klubb stänger banan eller flyttar din starttid på grund av till exempel väder eller underhåll erbjuder vi en annan tid eller återbetalning av det du betalat för rundan.</p>
<h2>6. Tillämplig lag</h2>
<p>Villkoren regleras av spansk lag, utan att det påverkar dina rättigheter som konsument.</p>`,
    },
  },
  {
    kind: 'cookies',
    title: {
      en: 'Cookie policy',
      es: 'Política de cookies',
      fr: 'Politique relative aux cookies',
      sv: 'Cookiepolicy',
    },
    html: {
      en: `<h2>Which cookies we use</h2>
<p>Fairway only sets the cookies the shop needs to work. They are <strong>strictly necessary</strong>: without them we could not keep your session, your cart or your language. We use no advertising, analytics or social media cookies, and no third-party trackers.</p>
<ul>
<li><strong>token</strong> and <strong>tokenExpires</strong>: the shop session that lets you search and book, and when it expires.</li>
<li><strong>userToken</strong> and <strong>userTokenExpires</strong>: your signed-in session, only when you log in, and when it expires.</li>
<li><strong>sessionId</strong>: identifies the current session with the booking engine.</li>
<li><strong>vendorId</strong>: the shop that sells your booking, so that prices and fees are correct.</li>
<li><strong>locale</strong>: the language you chose (en, es, fr or sv).</li>
<li><strong>culture</strong>: the regional format linked to that language, for example en-GB.</li>
<li><strong>currency</strong>: the currency of that regional format.</li>
<li><strong>decimal</strong>: the decimal separator used to show prices.</li>
<li><strong>cookieConsent</strong>: remembers that you have seen this notice, so it is not shown again.</li>
</ul>
<h2>How long they last</h2>
<p>Our cookies expire together with the session they belong to, and are deleted when it ends or when you log out. They are sent only over secure connections, are limited to this site and are never shared with other websites. The token cookies cannot be read by scripts on the page.</p>
<h2>Managing cookies</h2>
<p>Because these cookies are strictly necessary, they do not require your consent, but you can delete or block them in your browser settings. If you do, you will not be able to book. You can see this notice again at any time with the cookie policy button in the footer of every page.</p>
<p>To learn more about how we treat your data, read our <a href="/en/privacy-policy">privacy policy</a> or write to <a href="mailto:{{email}}">{{email}}</a>.</p>`,
      es: `<h2>Qué cookies usamos</h2>
<p>Fairway solo instala las cookies que la tienda necesita para funcionar. Son <strong>estrictamente necesarias</strong>: sin ellas no podríamos mantener tu sesión, tu carrito ni tu idioma. No usamos cookies publicitarias, analíticas ni de redes sociales, ni rastreadores de terceros.</p>
<ul>
<li><strong>token</strong> y <strong>tokenExpires</strong>: la sesión de la tienda que te permite buscar y reservar, y su caducidad.</li>
<li><strong>userToken</strong> y <strong>userTokenExpires</strong>: tu sesión de usuario, solo cuando inicias sesión, y su caducidad.</li>
<li><strong>sessionId</strong>: identifica la sesión actual ante el motor de reservas.</li>
<li><strong>vendorId</strong>: la tienda que vende tu reserva, para que precios y gastos sean correctos.</li>
<li><strong>locale</strong>: el idioma que has elegido (en, es, fr o sv).</li>
<li><strong>culture</strong>: el formato regional asociado a ese idioma, por ejemplo es-ES.</li>
<li><strong>currency</strong>: la moneda de ese formato regional.</li>
<li><strong>decimal</strong>: el separador decimal con el que se muestran los precios.</li>
<li><strong>cookieConsent</strong>: recuerda que ya has visto este aviso para no volver a mostrarlo.</li>
</ul>
<h2>Cuánto duran</h2>
<p>Nuestras cookies caducan junto con la sesión a la que pertenecen y se borran cuando esta termina o cuando cierras sesión. Solo se envían a través de conexiones seguras, se limitan a este sitio y nunca se comparten con otros sitios web. Las cookies de token no pueden ser leídas por los scripts de la página.</p>
<h2>Cómo gestionarlas</h2>
<p>Al ser estrictamente necesarias, estas cookies no requieren tu consentimiento, pero puedes borrarlas o bloquearlas en la configuración de tu navegador. Si lo haces, no podrás reservar. Puedes volver a ver este aviso en cualquier momento con el botón «Política de cookies» del pie de cada página.</p>
<p>Para saber más sobre cómo tratamos tus datos, lee nuestra <a href="/es/privacy-policy">política de privacidad</a> o escribe a <a href="mailto:{{email}}">{{email}}</a>.</p>`,
      fr: `<h2>Les cookies que nous utilisons</h2>
<p>Fairway ne dépose que les cookies dont la boutique a besoin pour fonctionner. Ils sont <strong>strictement nécessaires</strong> : sans eux, nous ne pourrions conserver ni votre session, ni votre panier, ni votre langue. Nous n'utilisons aucun cookie publicitaire, de mesure d'audience ou de réseaux sociaux, ni aucun traceur tiers.</p>
<ul>
<li><strong>token</strong> et <strong>tokenExpires</strong> : la session de la boutique qui vous permet de rechercher et de réserver, et son expiration.</li>
<li><strong>userToken</strong> et <strong>userTokenExpires</strong> : votre session personnelle, uniquement lorsque vous vous connectez, et son expiration.</li>
<li><strong>sessionId</strong> : identifie la session en cours auprès du moteur de réservation.</li>
<li><strong>vendorId</strong> : la boutique qui vend votre réservation, afin que les prix et les frais soient corrects.</li>
<li><strong>locale</strong> : la langue choisie (en, es, fr ou sv).</li>
<li><strong>culture</strong> : le format régional associé à cette langue, par exemple fr-FR.</li>
<li><strong>currency</strong> : la devise de ce format régional.</li>
<li><strong>decimal</strong> : le séparateur décimal utilisé pour afficher les prix.</li>
<li><strong>cookieConsent</strong> : mémorise que vous avez vu cet avis, pour ne plus l'afficher.</li>
</ul>
<h2>Durée de conservation</h2>
<p>Nos cookies expirent avec la session à laquelle ils appartiennent et sont supprimés lorsqu'elle prend fin ou lorsque vous vous déconnectez. Ils ne sont transmis que par des connexions sécurisées, sont limités à ce site et ne sont jamais partagés avec d'autres sites. Les cookies de jeton ne peuvent pas être lus par les scripts de la page.</p>
<h2>Gérer les cookies</h2>
<p>Ces cookies étant strictement nécessaires, ils ne requièrent pas votre consentement, mais vous pouvez les supprimer ou les bloquer dans les paramètres de votre navigateur. Dans ce cas, vous ne pourrez pas réserver. Vous pouvez revoir cet avis à tout moment grâce au bouton « Politique relative aux cookies » en bas de chaque page.</p>
<p>Pour en savoir plus sur le traitement de vos données, consultez notre <a href="/fr/privacy-policy">politique de confidentialité</a> ou écrivez à <a href="mailto:{{email}}">{{email}}</a>.</p>`,
      sv: `<h2>Vilka cookies vi använder</h2>
<p>Fairway sätter bara de cookies som butiken behöver för att fungera. De är <strong>strikt nödvändiga</strong>: utan dem kan vi inte hålla kvar din session, din varukorg eller ditt språk. Vi använder inga cookies för reklam, analys eller sociala medier och inga spårare från tredje part.</p>
<ul>
<li><strong>token</strong> och <strong>tokenExpires</strong>: butikssessionen som låter dig söka och boka, och när den löper ut.</li>
<li><strong>userToken</strong> och <strong>userTokenExpires</strong>: din inloggade session, bara när du loggar in, och när den löper ut.</li>
<li><strong>sessionId</strong>: identifierar den aktuella sessionen hos bokningsmotorn.</li>
<li><strong>vendorId</strong>: butiken som säljer din bokning, så att priser och avgifter blir rätt.</li>
<li><strong>locale</strong>: språket du har valt (en, es, fr eller sv).</li>
<li><strong>culture</strong>: det regionala format som hör till språket, till exempel sv-SE.</li>
<li><strong>currency</strong>: valutan för det regionala formatet.</li>
<li><strong>decimal</strong>: decimaltecknet som används när priser visas.</li>
<li><strong>cookieConsent</strong>: kommer ihåg att du har sett denna information så att den inte visas igen.</li>
</ul>
<h2>Hur länge de finns kvar</h2>
<p>Våra cookies löper ut tillsammans med den session de hör till och raderas när den tar slut eller när du loggar ut. De skickas bara över säkra anslutningar, gäller bara denna webbplats och delas aldrig med andra webbplatser. Tokencookies kan inte läsas av skript på sidan.</p>
<h2>Hantera cookies</h2>
<p>Eftersom dessa cookies är strikt nödvändiga kräver de inte ditt samtycke, men du kan radera eller blockera dem i webbläsarens inställningar. Om du gör det kan du inte boka. Du kan när som helst visa denna information igen med knappen ”Cookiepolicy” längst ned på varje sida.</p>
<p>Vill du veta mer om hur vi behandlar dina uppgifter kan du läsa vår <a href="/sv/privacy-policy">integritetspolicy</a> eller skriva till <a href="mailto:{{email}}">{{email}}</a>.</p>`,
    },
  },
];

export const SEED_BLOG_POSTS: SeedBlogPost[] = [
  {
    id: '7301001',
    language: 'es',
    title: 'Costa del Sol: guía para tu primer viaje de golf',
    labels: ['es', 'destinos'],
    published: '2026-01-14T09:00:00+01:00',
    author: 'Lucía Moreno',
    content: `<p>Con decenas de campos entre Málaga y Sotogrande, la Costa del Sol se ha ganado el apodo de «Costa del Golf». Su clima suave, con sol durante casi todo el año, permite jugar en cualquier estación, aunque los meses más buscados van de octubre a mayo.</p>
<h2>Zonas para elegir</h2>
<ul>
<li>Málaga y Torremolinos: campos cercanos al aeropuerto, ideales para el día de llegada o de salida.</li>
<li>Mijas y Fuengirola: recorridos variados y precios razonables, con mucha oferta de alojamiento.</li>
<li>Marbella y Benahavís: el corazón del golf de la costa, con campos de montaña y de valle y algunas de las salidas más solicitadas.</li>
<li>Estepona y San Roque: un ambiente más tranquilo y, en los días claros, vistas a Gibraltar y a la costa africana.</li>
</ul>
<h2>Consejos prácticos</h2>
<p>Reserva con antelación las salidas de la mañana en temporada alta: entre febrero y abril muchos clubes llenan la hoja de salidas con semanas de margen. Si tu horario es flexible, las tarifas de tarde suelen ser más económicas y el campo está más despejado.</p>
<p>Comprueba si el club exige hándicap y si el buggy está incluido en el green fee o se paga aparte. En los campos de montaña de Benahavís el buggy es casi imprescindible por los desniveles entre hoyos.</p>
<p>Por último, combina campos de distintas zonas: en una misma semana puedes jugar junto al mar, entre alcornoques y con vistas a la sierra sin conducir más de una hora.</p>`,
  },
  {
    id: '7301002',
    language: 'es',
    title: 'Golf de invierno en Canarias: sol asegurado de noviembre a marzo',
    labels: ['es', 'destinos', 'consejos'],
    published: '2026-01-28T10:00:00+00:00',
    author: 'Lucía Moreno',
    content: `<p>Cuando en el norte de Europa los campos se cubren de escarcha, en Canarias se juega en manga corta. Las islas disfrutan de temperaturas de entre 18 y 24 grados en pleno invierno, lo que las convierte en el destino de golf más fiable de la temporada.</p>
<h2>Tenerife y Gran Canaria</h2>
<p>El sur de Tenerife concentra varios campos a pocos minutos del aeropuerto y de las zonas hoteleras, con calles trazadas entre coladas volcánicas y vistas al Atlántico. Gran Canaria combina campos históricos en el interior con recorridos junto a las dunas del sur. Lanzarote y Fuerteventura completan la oferta con campos de aire más desértico.</p>
<h2>Qué tener en cuenta</h2>
<ul>
<li>El alisio sopla con frecuencia por la tarde: si buscas una buena tarjeta, reserva salidas temprano.</li>
<li>Los greens de muchos campos volcánicos son rápidos y caen hacia el mar; fíjate en la pendiente general, no solo en la que ves.</li>
<li>Canarias tiene una hora menos que la península. Las horas de salida que ves en Fairway están siempre en la hora local del club.</li>
<li>Protégete del sol: la radiación es intensa aunque la temperatura sea agradable.</li>
</ul>
<p>Las fechas de Navidad y todo el mes de febrero son las más demandadas, así que conviene reservar con tiempo. Entre semana y en enero suele haber más disponibilidad y tarifas más ajustadas.</p>`,
  },
  {
    id: '7301003',
    language: 'es',
    title: 'Normas de buggy: lo que debes saber antes de salir al campo',
    labels: ['es', 'consejos'],
    published: '2026-02-11T09:00:00+01:00',
    author: 'Equipo Fairway',
    content: `<p>El buggy es un gran aliado en los campos de España y Portugal, sobre todo en recorridos de montaña o en los días de calor. Pero cada club tiene sus reglas, y conocerlas evita sorpresas en el tee del uno.</p>
<h2>Antes de reservar</h2>
<ul>
<li>Comprueba si la tarifa incluye el buggy. Muchas tarifas lo ofrecen como servicio aparte, y cada club dispone de un número limitado de unidades.</li>
<li>En temporada alta los buggies se agotan antes que las salidas: resérvalo junto con el green fee.</li>
<li>Algunos clubes exigen que el conductor sea mayor de edad y tenga permiso de conducir.</li>
</ul>
<h2>En el campo</h2>
<ul>
<li>Respeta la señalización de la regla de los 90 grados o de «solo caminos» cuando esté activa, sobre todo después de la lluvia.</li>
<li>No acerques nunca el buggy a los greens ni a los antegreens, y mantente alejado de los tees.</li>
<li>Como máximo, dos jugadores y dos bolsas por buggy.</li>
<li>Aparca detrás del green, en el lado del siguiente tee, para no retrasar al grupo que viene detrás.</li>
</ul>
<h2>Al terminar</h2>
<p>Devuelve el buggy en la zona indicada y avisa en la recepción si has notado algún problema de batería o de frenos. El club cuenta con ese buggy para una salida posterior, así que un retraso en la devolución puede afectar a otros jugadores.</p>`,
  },
  {
    id: '7301004',
    language: 'es',
    title: 'Ya puedes reservar en el Algarve con Fairway',
    labels: ['es', 'noticias', 'destinos'],
    published: '2026-02-25T12:00:00+01:00',
    author: 'Equipo Fairway',
    content: `<p>Desde esta semana puedes reservar en Fairway salidas en varios clubes del Algarve, la región del sur de Portugal que se ha convertido en uno de los destinos de golf favoritos de Europa. Con ellos, la tienda reúne ya campos de la Costa del Sol, el Algarve y las Islas Canarias en un solo lugar.</p>
<h2>Qué encontrarás</h2>
<p>Los nuevos clubes se reparten entre Vilamoura, Quinta do Lago, Albufeira y la zona de Lagos y Portimão. Hay recorridos entre pinares, campos junto al parque natural de la Ría Formosa y trazados sobre los acantilados del Atlántico. Cada club publica su hoja de salidas con semanas de antelación, y los precios aparecen en euros, como en el resto de la tienda.</p>
<h2>Antes de reservar</h2>
<ul>
<li>Portugal continental tiene una hora menos que la España peninsular. Las horas que ves en Fairway son siempre la hora local del club.</li>
<li>Consulta las condiciones de cancelación de cada club: algunos permiten cancelar online hasta 48 horas antes y otros piden más margen.</li>
<li>Muchos campos del Algarve piden certificado de hándicap; llévalo en el móvil o en papel.</li>
</ul>
<p>Para celebrarlo, varios clubes publicarán ofertas en el tablón de la página de inicio durante las próximas semanas. Si estás preparando un viaje de primavera, es un buen momento para mirar fechas.</p>`,
  },
  {
    id: '7301005',
    language: 'en',
    title: 'Algarve course guide: from Vilamoura to Lagos',
    labels: ['en', 'destinations'],
    published: '2026-01-21T10:00:00+00:00',
    author: 'James Whitfield',
    content: `<p>Portugal's southern coast packs an astonishing amount of golf into a strip of land barely 150 kilometres long. Mild winters, firm fairways and short transfers from Faro airport make the Algarve one of the easiest golf trips in Europe.</p>
<h2>Central Algarve</h2>
<p>Vilamoura is the heart of Algarve golf, with several courses a few minutes from the marina. Expect umbrella pines, generous fairways and plenty of water. A little to the east, Quinta do Lago and Vale do Lobo offer some of the most polished layouts in the country, along the edge of the Ria Formosa nature reserve.</p>
<h2>Western Algarve</h2>
<p>Around Portimão, Lagos and beyond, the landscape turns wilder. Courses here climb over cliffs and valleys, with views of the Atlantic from many tees. Wind becomes part of the game, so take one club more than you think on exposed holes.</p>
<h2>Planning tips</h2>
<ul>
<li>Mainland Portugal is one hour behind Spain. Fairway always shows tee times in the club's local time.</li>
<li>Most clubs ask for a handicap certificate, so keep yours on your phone.</li>
<li>Spring and autumn are peak season. In January and February you will find quieter courses and better rates.</li>
<li>Base yourself centrally: from Vilamoura almost every course is within 45 minutes by car.</li>
</ul>
<p>Whether you are after a championship test or a relaxed resort round, the Algarve rewards a week-long stay with a different course every day.</p>`,
  },
  {
    id: '7301006',
    language: 'en',
    title: 'Golf etiquette in Spain and Portugal: small habits that make a big difference',
    labels: ['en', 'tips'],
    published: '2026-02-04T09:30:00+01:00',
    author: 'James Whitfield',
    content: `<p>Golf etiquette is much the same everywhere, but clubs in Spain and Portugal have a few habits of their own. Knowing them makes for a smoother day, both for you and for the groups around you.</p>
<h2>Before you tee off</h2>
<ul>
<li>Arrive at reception at least 30 minutes before your tee time with your booking reference or voucher. Starters are strict, and a late group may lose its slot.</li>
<li>Check the dress code: collared shirts are expected almost everywhere, and some clubs do not allow denim or sports shorts.</li>
<li>Bring your handicap certificate. Many courses ask for it, especially at weekends.</li>
</ul>
<h2>On the course</h2>
<ul>
<li>Keep up with the group in front, not just ahead of the group behind. Rounds on busy resort courses are planned at around four and a half hours.</li>
<li>Repair pitch marks and replace divots. Many clubs carry bottles of sand and seed on their buggies: use them.</li>
<li>Follow the marshal's instructions. Marshals are there to keep the tee sheet moving, and their word is final.</li>
<li>Respect buggy signs, especially after rain, when carts may be restricted to paths.</li>
</ul>
<h2>After the round</h2>
<p>Return your buggy to the marked area and thank the staff. The clubhouse terrace is part of the experience: a cold drink while you look back over the eighteenth green is one of the best traditions on the Iberian Peninsula.</p>`,
  },
  {
    id: '7301007',
    language: 'en',
    title: 'Travelling with your clubs: a checklist for a golf trip to Spain',
    labels: ['en', 'tips'],
    published: '2026-02-18T08:00:00+01:00',
    author: 'Fairway Team',
    content: `<p>A golf trip starts long before the first tee. A little preparation with your equipment and paperwork will save you stress at the airport and on the course.</p>
<h2>Your golf bag</h2>
<ul>
<li>Book sports equipment with your airline in advance. It is usually cheaper online than at the check-in desk.</li>
<li>Use a padded travel cover and protect the club heads with towels. A stiff rod or an old broom handle in the bag takes the impact instead of your driver.</li>
<li>Keep valuables and electronic devices such as rangefinders in your cabin bag.</li>
<li>If you would rather travel light, many clubs rent sets of clubs; ask the club before you travel.</li>
</ul>
<h2>Paperwork</h2>
<ul>
<li>Your handicap certificate, printed or on your phone.</li>
<li>Your booking references and vouchers. Fairway vouchers can be shown on screen.</li>
<li>Travel insurance that covers golf equipment and, ideally, golf-related injuries.</li>
</ul>
<h2>On arrival</h2>
<p>Plan realistic transfer times. A tee time two hours after landing leaves no room for a delayed bag. Many golfers book an afternoon round on the day they arrive, when twilight rates are often cheaper and the course is quieter.</p>
<p>Finally, pack sun cream, a cap and a light waterproof. Even in sunny Spain, a winter morning can start cool and damp before turning into a perfect afternoon.</p>`,
  },
  {
    id: '7301008',
    language: 'en',
    title: 'Twilight rates arrive on the Costa del Sol',
    labels: ['en', 'news', 'destinations'],
    published: '2026-03-11T11:00:00+01:00',
    author: 'Fairway Team',
    content: `<p>From this month, several clubs on the Costa del Sol sell twilight tee times on Fairway. These late-afternoon slots are priced below the standard green fee, and they appear with their own rate name on each club's tee sheet.</p>
<h2>How twilight rates work</h2>
<p>Each club sets its own twilight start time, usually between 14:00 and 16:00 depending on the season. As the days grow longer in spring the window moves later, so check the rate's notes before you book. Some clubs include a buggy in the twilight price; others offer it as an extra service, subject to availability.</p>
<h2>Why play late</h2>
<ul>
<li>Quieter courses and a more relaxed pace of play.</li>
<li>Softer light and cooler temperatures, which make the back nine a pleasure in the warmer months.</li>
<li>Lower prices, which leave room in the budget for an extra round during the week.</li>
</ul>
<h2>Good to know</h2>
<p>Twilight rounds may not reach all eighteen holes before sunset, particularly early in the season. Clubs do not refund unplayed holes, so many golfers treat twilight as a relaxed nine or twelve holes with the chance of more. Cancellation conditions are the same as for the club's other rates, and the transaction fee remains non-refundable.</p>
<p>Search for a region or a club, pick a date and look for the twilight label among the rates.</p>`,
  },
  {
    id: '7301009',
    language: 'es',
    title: 'Las Brisas y Aloha: dos clásicos del Valle del Golf',
    labels: ['es', 'destinos'],
    published: '2026-03-18T10:00:00+01:00',
    author: 'Lucía Moreno',
    content: `<p>Entre Nueva Andalucía y la sierra de Marbella se extiende el llamado Valle del Golf, donde varios campos comparten ladera y vistas a La Concha. Dos de ellos, Las Brisas y Aloha, resumen bien lo que ofrece la zona: calles arboladas, greens rápidos y un mantenimiento cuidado durante todo el año.</p>
<h2>Las Brisas</h2>
<p>Diseñado por Robert Trent Jones, Las Brisas premia la precisión más que la distancia. El agua entra en juego en muchos hoyos y los greens, grandes y con caídas sutiles, exigen leer bien cada golpe. Es un campo para disfrutar con calma, sin prisa por sacar el driver en cada salida.</p>
<h2>Aloha</h2>
<p>Aloha es más largo y algo más abierto, con subidas y bajadas que hacen recomendable el buggy en verano. Su último tramo, de regreso hacia la casa club, deja algunos de los hoyos más bonitos de la costa.</p>
<h2>Antes de reservar</h2>
<ul>
<li>Ambos clubes piden hándicap; llévalo siempre en el móvil o en papel.</li>
<li>Las salidas de primera hora vuelan entre febrero y mayo: reserva con dos o tres semanas de margen.</li>
<li>El código de vestimenta es clásico: polo con cuello y nada de vaqueros.</li>
</ul>
<p>Si tienes una semana, juega uno al principio y otro al final del viaje: así notarás cuánto mejora tu lectura de los greens de la zona.</p>`,
  },
  {
    id: '7301010',
    language: 'es',
    title: 'Cómo elegir la hora de salida según la estación',
    labels: ['es', 'consejos'],
    published: '2026-04-08T09:00:00+02:00',
    author: 'Equipo Fairway',
    content: `<p>La misma ronda puede ser muy distinta según la hora a la que salgas. En el sur de España y en el Algarve, el sol, el viento y el ritmo de juego cambian a lo largo del día y también a lo largo del año.</p>
<h2>Invierno</h2>
<p>De noviembre a febrero las mañanas pueden empezar frías y con rocío. Muchos jugadores prefieren salir a partir de las diez, cuando el campo se seca y la bola rueda mejor. Ten en cuenta que anochece pronto: una salida después de las dos y media quizá no llegue al hoyo dieciocho.</p>
<h2>Primavera y otoño</h2>
<p>Son las estaciones más solicitadas. Las salidas de media mañana se agotan antes, así que compensa reservar con antelación o mirar las primeras horas del día, cuando el campo está más tranquilo.</p>
<h2>Verano</h2>
<ul>
<li>Sal lo más temprano posible: antes de las nueve el calor todavía es llevadero.</li>
<li>Las tarifas de tarde son más baratas, pero el calor aprieta hasta las seis.</li>
<li>Bebe agua en cada hoyo y usa gorra, aunque el día parezca nublado.</li>
</ul>
<p>En todas las estaciones, consulta la hora de la última salida de cada club en su ficha. Las horas se muestran siempre en la hora local del campo, también si viajas desde otro país.</p>`,
  },
  {
    id: '7301011',
    language: 'es',
    title: 'Golf en Lisboa: Estoril, Sintra y la costa de Cascais',
    labels: ['es', 'destinos'],
    published: '2026-05-06T11:30:00+01:00',
    author: 'Marta Ribeiro',
    content: `<p>Lisboa es una de las pocas capitales europeas con campos de golf a menos de media hora del centro. La costa que va de Estoril a Cascais y las colinas de Sintra reúnen recorridos con historia, vistas al Atlántico y un clima templado casi todo el año.</p>
<h2>Estoril y Cascais</h2>
<p>El campo de Estoril, de los años treinta, es corto pero técnico, con calles estrechas entre pinos y eucaliptos. Más al oeste, los campos junto a Cascais se abren al mar y el viento se convierte en protagonista: conviene jugar bajo y aceptar algún bogey.</p>
<h2>Sintra</h2>
<p>En la sierra de Sintra el ambiente cambia: niebla por la mañana, bosque húmedo y temperaturas más suaves en verano. Es un buen plan para los días de calor en la ciudad.</p>
<h2>Consejos para el viaje</h2>
<ul>
<li>El tren de Cascais sale del centro cada veinte minutos y deja cerca de varios clubes.</li>
<li>Portugal va una hora por detrás de España: revisa la hora de tu salida en la hora local del club.</li>
<li>Combina golf por la mañana y visita a la ciudad por la tarde; el tráfico de entrada es menor después de las siete.</li>
</ul>
<p>Entre semana suele haber más disponibilidad y precios algo más bajos que el fin de semana.</p>`,
  },
  {
    id: '7301012',
    language: 'es',
    title: 'Novedad: guarda tus campos favoritos en Fairway',
    labels: ['es', 'noticias'],
    published: '2026-06-10T12:00:00+02:00',
    author: 'Equipo Fairway',
    content: `<p>Desde hoy, los usuarios registrados pueden marcar sus campos favoritos con el corazón que aparece en cada club. Los favoritos se guardan en tu área privada y te acompañan en cualquier dispositivo en el que inicies sesión.</p>
<h2>Para qué sirven</h2>
<p>Si repites destino cada año, ya no tendrás que buscar los mismos clubes una y otra vez. Desde tu lista de favoritos llegas en un clic a la página del campo, con sus salidas del día y sus tarifas.</p>
<h2>Cómo funcionan</h2>
<ul>
<li>Pulsa el corazón en la tarjeta de un club o en su página para añadirlo.</li>
<li>Vuelve a pulsarlo para quitarlo; el cambio se guarda al momento.</li>
<li>Consulta la lista completa en el área privada, en el apartado de campos favoritos.</li>
</ul>
<h2>Lo que viene</h2>
<p>Estamos trabajando para avisarte cuando uno de tus campos favoritos publique tarifas especiales o nuevas horas de salida. Mientras tanto, te recomendamos revisar la hoja de salidas con unos días de antelación, sobre todo en temporada alta.</p>
<p>Si todavía no tienes cuenta, puedes crearla en un minuto desde el enlace de registro de la barra superior. Solo necesitas un correo electrónico y una contraseña segura.</p>`,
  },
  {
    id: '7301013',
    language: 'en',
    title: 'Three days in the Algarve: a long-weekend golf itinerary',
    labels: ['en', 'destinations', 'tips'],
    published: '2026-03-25T10:00:00+00:00',
    author: 'James Whitfield',
    content: `<p>A long weekend is enough to get a real taste of the Algarve. Faro airport sits within forty minutes of most of the region's best courses, so you can land in the morning and be on the first tee after lunch.</p>
<h2>Day one: Vilamoura</h2>
<p>Start close to the airport. Vilamoura has several courses within a few minutes of each other, from mature parkland layouts lined with umbrella pines to newer, more open designs. An afternoon tee time lets you shake off the journey without rushing.</p>
<h2>Day two: Quinta do Lago and Vale do Lobo</h2>
<p>Head west along the coast for the region's best-known names. Expect firm, fast greens, plenty of water and a few cliff-top holes that are worth the green fee on their own. Book a morning slot: these courses fill first.</p>
<h2>Day three: the western Algarve</h2>
<p>Towards Lagos the landscape becomes wilder and the courses quieter. It is a good choice for a relaxed final round before an evening flight.</p>
<ul>
<li>Portugal is one hour behind Spain; tee times always show the club's local time.</li>
<li>A hire car makes the itinerary easy; most clubs have free parking.</li>
<li>Pack a windproof layer: the afternoon breeze off the Atlantic can be strong.</li>
</ul>`,
  },
  {
    id: '7301014',
    language: 'en',
    title: 'Playing Mallorca in spring: Son Gual, Alcanada and Santa Ponsa',
    labels: ['en', 'destinations'],
    published: '2026-04-15T09:00:00+02:00',
    author: 'Sophie Lindqvist',
    content: `<p>Spring is Mallorca's golden season for golf. Almond blossom gives way to green fairways, the temperature sits comfortably in the low twenties and the summer crowds have not yet arrived.</p>
<h2>Son Gual</h2>
<p>Just outside Palma, Son Gual is a modern course with wide fairways, large bunkers and some of the best-kept greens on the island. It rewards a confident long game and is easy to reach on the day you land.</p>
<h2>Alcanada</h2>
<p>In the north of the island, Alcanada runs along the bay of Alcúdia with a lighthouse as its backdrop. The views from almost every hole are remarkable, and the sea breeze adds a challenge on the closing stretch.</p>
<h2>Santa Ponsa</h2>
<p>South-west of Palma, Santa Ponsa offers long, gently rolling holes and a relaxed resort atmosphere, a good match for a group of mixed abilities.</p>
<h2>Practical tips</h2>
<ul>
<li>Book morning tee times at the popular courses two or three weeks ahead between March and May.</li>
<li>Driving between the north and the south of the island takes about an hour.</li>
<li>Several clubs require a handicap certificate, so keep yours to hand.</li>
</ul>
<p>Combine two courses near Palma with a day in the north for a varied week on the island.</p>`,
  },
  {
    id: '7301015',
    language: 'en',
    title: 'Summer golf in southern Spain: how to beat the heat',
    labels: ['en', 'tips'],
    published: '2026-06-24T08:30:00+02:00',
    author: 'Fairway Team',
    content: `<p onclick="document.title='clicked'">Summer on the Costa del Sol and in Andalusia means long days, quiet courses and lower prices, but also real heat. With a little planning, a July round can be one of the most enjoyable of the year.</p>
<script>document.title='injected'</script>
<h2>Choose the right time</h2>
<p>The first tee times of the morning are the coolest and the most popular, so book them early. If you prefer to play late, twilight rates start when the sun is still strong: it is worth waiting until the heat eases before you tee off.</p>
<h2>Look after yourself on the course</h2>
<ul>
<li>Drink water on every hole, not only when you feel thirsty.</li>
<li>Wear a hat, light-coloured clothing and plenty of sun cream, and reapply at the turn.</li>
<li>Take a buggy on hilly courses: the walk between greens and tees is where the heat tells.</li>
<li>Keep a cold towel in the cooler and use the shade between shots.</li>
</ul>
<h2>Plan around the heat</h2>
<p>Coastal courses enjoy a sea breeze that inland courses lack, so choose them for the hottest weeks. Many clubs also change their dress code in summer and allow tailored shorts, but always check the club's own rules before you travel.</p>
<p>Finally, remember that thunderstorms can build quickly in the mountains in August. If the club sounds the siren, leave the course at once.</p>`,
  },
  {
    id: '7301016',
    language: 'en',
    title: 'New on Fairway: save your favourite courses',
    labels: ['en', 'news'],
    published: '2026-09-02T12:00:00+02:00',
    author: 'Fairway Team',
    content: `<p>Registered golfers can now keep a list of their favourite courses. Tap the heart on any club card or club page and the course is saved to your private area, ready on any device where you log in.</p>
<h2>Why favourites help</h2>
<p>Many of our golfers return to the same clubs year after year. Instead of searching for them every time, your favourites list takes you straight to each club's page, with the day's tee times and prices.</p>
<h2>How it works</h2>
<ul>
<li>Tap the heart on a club to add it; tap it again to remove it.</li>
<li>Changes are saved at once and appear in your private area under favourite courses.</li>
<li>Favourites are personal: they are never shown to other golfers or to the clubs.</li>
</ul>
<h2>What comes next</h2>
<p>We are working on letting you know when one of your favourite courses publishes special rates or new tee times. Until then, we recommend checking the tee sheet a few days ahead, especially in the high season from February to May.</p>
<p>If you do not have an account yet, sign up from the link in the top bar. All you need is an e-mail address and a strong password, and you can delete the account at any time from your profile.</p>`,
  },
];

export const SEED_BOARD_MESSAGES: SeedBoardMessage[] = [
  {
    kind: 'info',
    title: {
      en: 'Winter season is open',
      es: 'La temporada de invierno ya está abierta',
      fr: "La saison d'hiver est ouverte",
      sv: 'Vintersäsongen är öppen',
    },
    body: {
      en: 'Tee sheets for the winter season are open at clubs on the Costa del Sol, in the Algarve and in the Canary Islands. Book early for February and March, the busiest months.',
      es: 'Las hojas de salidas de la temporada de invierno ya están abiertas en los clubes de la Costa del Sol, el Algarve y las Islas Canarias. Reserva pronto para febrero y marzo, los meses con más demanda.',
      fr: "Les feuilles de départs de la saison d'hiver sont ouvertes dans les clubs de la Costa del Sol, de l'Algarve et des îles Canaries. Réservez tôt pour février et mars, les mois les plus demandés.",
      sv: 'Startlistorna för vintersäsongen är öppna på klubbar längs Costa del Sol, i Algarve och på Kanarieöarna. Boka i god tid för februari och mars, säsongens mest efterfrågade månader.',
    },
  },
  {
    kind: 'info',
    title: {
      en: 'Twilight rates now available',
      es: 'Tarifas de tarde disponibles',
      fr: 'Tarifs de fin de journée disponibles',
      sv: 'Nu finns eftermiddagspriser',
    },
    body: {
      en: "Selected clubs offer reduced green fees for late-afternoon tee times. Look for the twilight rate on the club's tee sheet.",
      es: 'Algunos clubes ofrecen green fees reducidos para las salidas de última hora de la tarde. Busca la tarifa de tarde en la hoja de salidas del club.',
      fr: "Certains clubs proposent des green fees réduits pour les départs de fin d'après-midi. Repérez le tarif de fin de journée sur la feuille de départs du club.",
      sv: 'Utvalda klubbar erbjuder rabatterade greenfees för starttider sent på eftermiddagen. Leta efter eftermiddagspriset i klubbens startlista.',
    },
  },
  {
    kind: 'info',
    title: {
      en: 'Check the cancellation deadline',
      es: 'Consulta el plazo de cancelación',
      fr: "Vérifiez le délai d'annulation",
      sv: 'Kontrollera avbokningsfristen',
    },
    body: {
      en: "Each club sets how many hours before the tee time you can cancel online. You will find it with the club's rates and on your voucher.",
      es: 'Cada club fija hasta cuántas horas antes de la salida puedes cancelar online. Lo encontrarás junto a las tarifas del club y en tu bono.',
      fr: "Chaque club fixe jusqu'à combien d'heures avant le départ vous pouvez annuler en ligne. Vous le trouverez avec les tarifs du club et sur votre bon.",
      sv: 'Varje klubb bestämmer hur många timmar före starttiden du kan avboka online. Du hittar fristen bland klubbens priser och på din voucher.',
    },
  },
  {
    kind: 'offer',
    promoCode: 'FAIRWAY10',
    title: {
      en: '10% off your green fees with FAIRWAY10',
      es: '10 % de descuento en tus green fees con FAIRWAY10',
      fr: '10 % de remise sur vos green fees avec FAIRWAY10',
      sv: '10 % rabatt på greenfeen med FAIRWAY10',
    },
    body: {
      en: 'Enter FAIRWAY10 in your cart and the green fees of your booking cost 10% less, at every club.',
      es: 'Introduce FAIRWAY10 en tu carrito y los green fees de tu reserva cuestan un 10 % menos, en todos los clubes.',
      fr: 'Saisissez FAIRWAY10 dans votre panier et les green fees de votre réservation coûtent 10 % de moins, dans tous les clubs.',
      sv: 'Ange FAIRWAY10 i varukorgen så kostar greenfeen för din bokning 10 % mindre, på alla klubbar.',
    },
  },
  {
    kind: 'offer',
    promoCode: 'FOURBALL',
    title: {
      en: 'Four players, the fourth plays free',
      es: 'Cuatro jugadores, el cuarto juega gratis',
      fr: 'Quatre joueurs, le quatrième joue gratuitement',
      sv: 'Fyra spelare, den fjärde spelar gratis',
    },
    body: {
      en: 'Book a tee time for four players and enter FOURBALL in your cart: the fourth green fee is on us.',
      es: 'Reserva una salida para cuatro jugadores e introduce FOURBALL en tu carrito: el cuarto green fee corre de nuestra cuenta.',
      fr: 'Réservez un départ pour quatre joueurs et saisissez FOURBALL dans votre panier : le quatrième green fee est offert.',
      sv: 'Boka en starttid för fyra spelare och ange FOURBALL i varukorgen: den fjärde greenfeen bjuder vi på.',
    },
  },
  {
    kind: 'offer',
    promoCode: 'VALDERRAMA15',
    title: {
      en: '15% off at Real Club Valderrama',
      es: '15 % de descuento en el Real Club Valderrama',
      fr: '15 % de remise au Real Club Valderrama',
      sv: '15 % rabatt på Real Club Valderrama',
    },
    body: {
      en: 'Enter VALDERRAMA15 in your cart when you book at Valderrama, host of the 1997 Ryder Cup, and its green fees cost 15% less.',
      es: 'Introduce VALDERRAMA15 en tu carrito al reservar en Valderrama, sede de la Ryder Cup de 1997, y sus green fees cuestan un 15 % menos.',
      fr: 'Saisissez VALDERRAMA15 dans votre panier en réservant à Valderrama, hôte de la Ryder Cup 1997, et ses green fees coûtent 15 % de moins.',
      sv: 'Ange VALDERRAMA15 i varukorgen när du bokar på Valderrama, värd för Ryder Cup 1997, så kostar greenfeen 15 % mindre.',
    },
  },
];

/**
 * The engine's answer messages (`msg`) in the four languages. The English texts keep the original
 * product's wording word for word (docs/engine-contract.md#messages); the session-expired pair is
 * matched exactly by the site.
 */
import type { Locale } from '@fairway/rules';
import type { HoldKind } from '../services/hold-limit-rules.ts';

const catalog = {
  sessionExpired: {
    en: 'Session expired',
    es: 'La sesión ha expirado',
    // The site recognises exactly the English and Spanish texts, so French and Swedish use English.
    fr: 'Session expired',
    sv: 'Session expired',
  },
  invalidCredentials: {
    en: 'The credentials do not match the session',
    es: 'Las credenciales no corresponden a la sesión',
    fr: 'Les identifiants ne correspondent pas à la session',
    sv: 'Inloggningsuppgifterna stämmer inte med sessionen',
  },
  vendorLoginFailed: {
    en: 'Login failed: user name or password not valid',
    es: 'Error de acceso: usuario o contraseña no válidos',
    fr: 'Échec de la connexion : identifiant ou mot de passe non valide',
    sv: 'Inloggningen misslyckades: ogiltigt användarnamn eller lösenord',
  },
  malformedJson: {
    en: 'The request body is not valid JSON',
    es: 'El cuerpo de la petición no es un JSON válido',
    fr: "Le corps de la requête n'est pas un JSON valide",
    sv: 'Förfrågans innehåll är inte giltig JSON',
  },
  bodyNotObject: {
    en: 'The request body must be a JSON object',
    es: 'El cuerpo de la petición debe ser un objeto JSON',
    fr: 'Le corps de la requête doit être un objet JSON',
    sv: 'Förfrågans innehåll måste vara ett JSON-objekt',
  },
  bodyTooLarge: {
    en: 'The request body is too large',
    es: 'El cuerpo de la petición es demasiado grande',
    fr: 'Le corps de la requête est trop volumineux',
    sv: 'Förfrågans innehåll är för stort',
  },
  invalidField: {
    en: 'Field not valid: {detail}',
    es: 'Campo no válido: {detail}',
    fr: 'Champ non valide : {detail}',
    sv: 'Ogiltigt fält: {detail}',
  },
  unknownCall: {
    en: 'Unknown call: {path}',
    es: 'Llamada desconocida: {path}',
    fr: 'Appel inconnu : {path}',
    sv: 'Okänt anrop: {path}',
  },
  internal: {
    en: 'An incident has occurred during the reservation process',
    es: 'Se ha producido una incidencia durante el proceso de reserva',
    fr: 'Un incident est survenu pendant la réservation',
    sv: 'Ett fel uppstod under bokningen',
  },
  clubNotFound: {
    en: 'Golf club not found',
    es: 'Club de golf no encontrado',
    fr: 'Club de golf introuvable',
    sv: 'Golfklubben hittades inte',
  },
  courseNotFound: {
    en: 'Golf course not found',
    es: 'Recorrido no encontrado',
    fr: 'Parcours introuvable',
    sv: 'Banan hittades inte',
  },
  placeNotFound: {
    en: 'Place not found',
    es: 'Lugar no encontrado',
    fr: 'Lieu introuvable',
    sv: 'Platsen hittades inte',
  },
  pastDate: {
    en: 'The selected date has already passed',
    es: 'La fecha seleccionada ya ha pasado',
    fr: 'La date choisie est déjà passée',
    sv: 'Det valda datumet har redan passerat',
  },
  dateTooFar: {
    en: 'The selected date is not open for booking yet',
    es: 'La fecha seleccionada aún no está abierta a reservas',
    fr: "La date choisie n'est pas encore ouverte à la réservation",
    sv: 'Det valda datumet går inte att boka ännu',
  },
  invalidDate: {
    en: 'The selected date is not valid',
    es: 'La fecha seleccionada no es válida',
    fr: "La date choisie n'est pas valide",
    sv: 'Det valda datumet är ogiltigt',
  },
  invalidTime: {
    en: 'The selected time is not valid',
    es: 'La hora seleccionada no es válida',
    fr: "L'heure choisie n'est pas valide",
    sv: 'Den valda tiden är ogiltig',
  },
  noTimes: {
    en: 'No times found for the selected date',
    es: 'No se han encontrado horas para la fecha seleccionada',
    fr: 'Aucun horaire trouvé pour la date choisie',
    sv: 'Inga tider hittades för det valda datumet',
  },
  notEnoughPlayers: {
    en: 'Unable to book, the number of players selected is greater than the number of players available',
    es: 'No se puede reservar, el número de jugadores seleccionado es mayor que el número de jugadores disponibles',
    fr: 'Réservation impossible, le nombre de joueurs choisi dépasse le nombre de places disponibles',
    sv: 'Det går inte att boka, antalet valda spelare är större än antalet lediga platser',
  },
  notEnoughBuggies: {
    en: 'Not enough buggies in stock for this teetime',
    es: 'No hay suficientes buggies disponibles para esta hora de salida',
    fr: 'Pas assez de voiturettes disponibles pour ce départ',
    sv: 'Inte tillräckligt många golfbilar lediga för den här starttiden',
  },
  notEnoughService: {
    en: 'The number of selected items exceeds the maximum allowed',
    es: 'El número de elementos seleccionados supera el máximo permitido',
    fr: "Le nombre d'éléments choisis dépasse le maximum autorisé",
    sv: 'Antalet valda artiklar överstiger det tillåtna maximum',
  },
  rateNotValid: {
    en: 'The selected rate is not available at this time',
    es: 'La tarifa seleccionada no está disponible a esta hora',
    fr: "Le tarif choisi n'est pas disponible à cette heure",
    sv: 'Den valda avgiften gäller inte den här tiden',
  },
  atLeastOnePlayer: {
    en: 'At least one player per reservation',
    es: 'Al menos un jugador por reserva',
    fr: 'Au moins un joueur par réservation',
    sv: 'Minst en spelare per bokning',
  },
  serviceNotAvailable: {
    en: 'This service is not offered by the golf course',
    es: 'Este servicio no lo ofrece el campo de golf',
    fr: "Ce service n'est pas proposé par le golf",
    sv: 'Den här tjänsten erbjuds inte av golfbanan',
  },
  cartNotFound: {
    en: 'Cart not found',
    es: 'Carrito no encontrado',
    fr: 'Panier introuvable',
    sv: 'Varukorgen hittades inte',
  },
  cartLineNotFound: {
    en: 'This tee time is no longer in the cart',
    es: 'Esta hora de salida ya no está en el carrito',
    fr: 'Ce départ n’est plus dans le panier',
    sv: 'Den här starttiden finns inte längre i varukorgen',
  },
  cartEmpty: {
    en: 'The cart is empty',
    es: 'El carrito está vacío',
    fr: 'Le panier est vide',
    sv: 'Varukorgen är tom',
  },
  cartInvalid: {
    en: 'The cart is not valid: {detail}',
    es: 'El carrito no es válido: {detail}',
    fr: "Le panier n'est pas valide : {detail}",
    sv: 'Varukorgen är ogiltig: {detail}',
  },
  promoNotValid: {
    en: 'Promotional code not valid',
    es: 'Código promocional no válido',
    fr: 'Code promotionnel non valide',
    sv: 'Ogiltig kampanjkod',
  },
  termsRequired: {
    en: 'You must accept the terms and conditions',
    es: 'Acepta los términos y condiciones',
    fr: 'Vous devez accepter les conditions générales',
    sv: 'Du måste godkänna villkoren',
  },
  purchaseFieldsRequired: {
    en: 'Name, surname and email are required',
    es: 'Nombre, apellidos y email son obligatorios',
    fr: 'Le nom, le prénom et l’e-mail sont obligatoires',
    sv: 'Förnamn, efternamn och e-post krävs',
  },
  emailEmpty: {
    en: 'Email cannot be empty',
    es: 'El email no puede estar vacío',
    fr: "L'e-mail ne peut pas être vide",
    sv: 'E-postadressen får inte vara tom',
  },
  emailInvalid: {
    en: 'Email format not valid',
    es: 'Formato de email no válido',
    fr: "Format d'e-mail non valide",
    sv: 'Ogiltigt format på e-postadressen',
  },
  bookingNotFound: {
    en: 'Booking not found',
    es: 'Reserva no encontrada',
    fr: 'Réservation introuvable',
    sv: 'Bokningen hittades inte',
  },
  holdExpired: {
    en: 'The pre-booking has expired; please choose your tee time again',
    es: 'La prerreserva ha caducado; vuelve a elegir tu hora de salida',
    fr: 'La pré-réservation a expiré ; choisissez à nouveau votre départ',
    sv: 'Förbokningen har gått ut; välj starttid igen',
  },
  bookingNotPayable: {
    en: 'This booking cannot be paid in its current state',
    es: 'Esta reserva no se puede pagar en su estado actual',
    fr: 'Cette réservation ne peut pas être payée dans son état actuel',
    sv: 'Bokningen kan inte betalas i sitt nuvarande skick',
  },
  paymentFailed: {
    en: 'Payment could not be completed',
    es: 'No se ha podido completar el pago',
    fr: "Le paiement n'a pas pu être effectué",
    sv: 'Betalningen kunde inte genomföras',
  },
  providerNotConfigured: {
    en: 'Payment provider not configured',
    es: 'Pasarela de pago no configurada',
    fr: 'Prestataire de paiement non configuré',
    sv: 'Betalleverantören är inte konfigurerad',
  },
  noOnlineCancellation: {
    en: 'This golf course not allows online cancellations. Please, contact the golf course',
    es: 'Este campo de golf no permite cancelaciones en línea. Ponte en contacto con el campo de golf',
    fr: "Ce golf n'accepte pas les annulations en ligne. Veuillez contacter le golf",
    sv: 'Den här golfbanan tillåter inte avbokning online. Kontakta golfbanan',
  },
  cancellationDeadlinePassed: {
    en: 'The online cancellation deadline for this booking has passed. Please, contact the golf course',
    es: 'El plazo de cancelación en línea de esta reserva ha terminado. Ponte en contacto con el campo de golf',
    fr: "Le délai d'annulation en ligne de cette réservation est dépassé. Veuillez contacter le golf",
    sv: 'Tiden för avbokning online har gått ut. Kontakta golfbanan',
  },
  referenceNotValid: {
    en: 'Reference number not valid',
    es: 'Número de referencia no válido',
    fr: 'Numéro de référence non valide',
    sv: 'Ogiltigt referensnummer',
  },
  alreadyCancelled: {
    en: 'This booking is already cancelled',
    es: 'Esta reserva ya está cancelada',
    fr: 'Cette réservation est déjà annulée',
    sv: 'Bokningen är redan avbokad',
  },
  loginFailed: {
    en: 'Login failed: email or password not valid',
    es: 'Error de acceso: email o contraseña no válidos',
    fr: 'Échec de la connexion : e-mail ou mot de passe non valide',
    sv: 'Inloggningen misslyckades: ogiltig e-post eller ogiltigt lösenord',
  },
  tooManyAttempts: {
    en: 'Too many login attempts. Please try again in {wait}',
    es: 'Demasiados intentos de acceso. Inténtalo de nuevo en {wait}',
    fr: 'Trop de tentatives de connexion. Réessayez dans {wait}',
    sv: 'För många inloggningsförsök. Försök igen om {wait}',
  },
  tooManyRecoveries: {
    en: 'Too many password recovery requests. Please try again in {wait}',
    es: 'Demasiadas solicitudes de recuperación de contraseña. Inténtalo de nuevo en {wait}',
    fr: 'Trop de demandes de récupération du mot de passe. Réessayez dans {wait}',
    sv: 'För många begäranden om nytt lösenord. Försök igen om {wait}',
  },
  passwordWeak: {
    en: 'The password must have 8 to 16 characters, one capital letter and one digit or special character',
    es: 'La contraseña debe tener de 8 a 16 caracteres, una mayúscula y un dígito o carácter especial',
    fr: 'Le mot de passe doit compter 8 à 16 caractères, une majuscule et un chiffre ou caractère spécial',
    sv: 'Lösenordet måste ha 8 till 16 tecken, en versal och en siffra eller ett specialtecken',
  },
  passwordTooShort: {
    en: 'The password must have at least 6 characters',
    es: 'La contraseña debe tener al menos 6 caracteres',
    fr: 'Le mot de passe doit compter au moins 6 caractères',
    sv: 'Lösenordet måste ha minst 6 tecken',
  },
  // A profile's new e-mail that another account already has. Sign-up never says this (signUpFailed).
  emailInOtherAccount: {
    en: 'This e-mail belongs to another account: choose another one',
    es: 'Este correo electrónico pertenece a otra cuenta: elige otro',
    fr: 'Cet e-mail appartient à un autre compte : choisissez-en un autre',
    sv: 'E-postadressen hör till ett annat konto: välj en annan',
  },
  userNotFound: {
    en: 'User not found',
    es: 'Usuario no encontrado',
    fr: 'Utilisateur introuvable',
    sv: 'Användaren hittades inte',
  },
  wrongPassword: {
    en: 'The current password is not correct',
    es: 'La contraseña actual no es correcta',
    fr: "Le mot de passe actuel n'est pas correct",
    sv: 'Det nuvarande lösenordet är fel',
  },
  recoveryTokenInvalid: {
    en: 'Recovering password failed: the link is not valid or has expired',
    es: 'Error al recuperar la contraseña: el enlace no es válido o ha caducado',
    fr: 'Échec de la récupération du mot de passe : le lien est invalide ou a expiré',
    sv: 'Återställningen misslyckades: länken är ogiltig eller har gått ut',
  },
  cardNotFound: {
    en: 'Card not found',
    es: 'Tarjeta no encontrada',
    fr: 'Carte introuvable',
    sv: 'Kortet hittades inte',
  },
  cardNotDeleted: {
    en: 'The card could not be deleted at the payment provider. Please try again later',
    es: 'No se ha podido eliminar la tarjeta en la pasarela de pago. Inténtalo de nuevo más tarde',
    fr: "La carte n'a pas pu être supprimée chez le prestataire de paiement. Réessayez plus tard",
    sv: 'Kortet kunde inte tas bort hos betalleverantören. Försök igen senare',
  },
  cardTokenInvalid: {
    en: 'The card token is not valid',
    es: 'El token de la tarjeta no es válido',
    fr: "Le jeton de la carte n'est pas valide",
    sv: 'Korttoken är ogiltig',
  },
  cardExpired: {
    en: 'The card has expired',
    es: 'La tarjeta ha caducado',
    fr: 'La carte a expiré',
    sv: 'Kortet har gått ut',
  },
  tooManyLookups: {
    en: 'Too many attempts to find a booking. Please try again in {wait}',
    es: 'Demasiados intentos de buscar una reserva. Inténtalo de nuevo en {wait}',
    fr: 'Trop de tentatives pour trouver une réservation. Réessayez dans {wait}',
    sv: 'För många försök att hitta en bokning. Försök igen om {wait}',
  },
  tooManyHolds: {
    en: 'Too many bookings started from your connection. Please try again in {wait}',
    es: 'Demasiadas reservas iniciadas desde tu conexión. Inténtalo de nuevo en {wait}',
    fr: 'Trop de réservations commencées depuis votre connexion. Réessayez dans {wait}',
    sv: 'För många bokningar påbörjade från din anslutning. Försök igen om {wait}',
  },
  // Issue 24: what waits for payment is limited per client address and e-mail (hold-limit-rules.ts).
  // Said as what it is, never as a full tee time; {held}, {limit} and {wanted} are holdCountText.
  unpaidHoldsHeld: {
    en: 'This connection or this e-mail address already holds {held}, and at most {limit} can wait for payment at once. Pay for what is held first, or wait until it lapses',
    es: 'Esta conexión o este email ya tiene {held}, y como máximo pueden esperar el pago {limit} a la vez. Completa primero el pago pendiente o espera a que caduque',
    fr: 'Cette connexion ou cette adresse e-mail a déjà {held}, et au plus {limit} peuvent attendre le paiement en même temps. Terminez d’abord le paiement en attente ou attendez son expiration',
    sv: 'Den här anslutningen eller e-postadressen har redan {held}, och högst {limit} kan vänta på betalning samtidigt. Betala det som redan hålls först, eller vänta tills det löper ut',
  },
  unpaidHoldTooLarge: {
    en: 'At most {limit} can wait for payment at once, and this order has {wanted}',
    es: 'Como máximo pueden esperar el pago {limit} a la vez, y este pedido tiene {wanted}',
    fr: 'Au plus {limit} peuvent attendre le paiement en même temps, et cette commande en compte {wanted}',
    sv: 'Högst {limit} kan vänta på betalning samtidigt, och den här beställningen har {wanted}',
  },
  backOfficeKeyInvalid: {
    en: 'The back-office key is not valid',
    es: 'La clave de back office no es válida',
    fr: "La clé d'administration n'est pas valide",
    sv: 'Administrationsnyckeln är ogiltig',
  },
  returnUrlNotAllowed: {
    en: "Field not valid: {field} must be the shop's page {pages}, without query or fragment, on {origins}",
    es: 'Campo no válido: {field} debe ser la página {pages} de la tienda, sin consulta ni fragmento, en {origins}',
    fr: 'Champ non valide : {field} doit être la page {pages} de la boutique, sans requête ni fragment, sur {origins}',
    sv: 'Ogiltigt fält: {field} måste vara butikens sida {pages}, utan frågesträng eller fragment, på {origins}',
  },
  cardPrefixUnknown: {
    en: 'Card brand not recognised',
    es: 'Marca de tarjeta no reconocida',
    fr: 'Marque de carte non reconnue',
    sv: 'Kortmärket känns inte igen',
  },
  tournamentNotFound: {
    en: 'Tournament not found',
    es: 'Torneo no encontrado',
    fr: 'Tournoi introuvable',
    sv: 'Tävlingen hittades inte',
  },
  tournamentNoOnlineRegistration: {
    // The original wording, word for word (docs/product.md#messages).
    en: 'This tournament do not allow online registration',
    es: 'Este torneo no permite la inscripción online',
    fr: "Ce tournoi n'accepte pas les inscriptions en ligne",
    sv: 'Den här tävlingen tillåter inte anmälan online',
  },
  tournamentRegistrationNotOpen: {
    en: 'Registration for this tournament opens on {date}',
    es: 'La inscripción en este torneo se abre el {date}',
    fr: 'Les inscriptions à ce tournoi ouvrent le {date}',
    sv: 'Anmälan till den här tävlingen öppnar {date}',
  },
  tournamentRegistrationClosed: {
    en: 'Registration for this tournament closed on {date}',
    es: 'La inscripción en este torneo se cerró el {date}',
    fr: 'Les inscriptions à ce tournoi ont fermé le {date}',
    sv: 'Anmälan till den här tävlingen stängde {date}',
  },
  tournamentPlacesExceeded: {
    en: 'The number of selected items exceeds the maximum allowed',
    es: 'El número de elementos seleccionados supera el máximo permitido',
    fr: "Le nombre d'éléments choisis dépasse le maximum autorisé",
    sv: 'Antalet valda artiklar överstiger det tillåtna maximum',
  },
  tournamentPaymentFailed: {
    en: 'Payment could not be completed: the tournament registration has not been made',
    es: 'No se ha podido completar el pago: la inscripción en el torneo no se ha realizado',
    fr: "Le paiement n'a pas pu être effectué : l'inscription au tournoi n'a pas été enregistrée",
    sv: 'Betalningen kunde inte genomföras: anmälan till tävlingen har inte gjorts',
  },
  playerNotFound: {
    en: 'Player not found',
    es: 'Jugador no encontrado',
    fr: 'Joueur introuvable',
    sv: 'Spelaren hittades inte',
  },
  playerFieldsRequired: {
    en: 'Player {n}: name, surname, handicap, level, sex, turn and cell phone are required',
    es: 'Jugador {n}: nombre, apellidos, hándicap, nivel, sexo, turno y móvil son obligatorios',
    fr: 'Joueur {n} : le nom, le prénom, le handicap, le niveau, le sexe, le créneau et le portable sont obligatoires',
    sv: 'Spelare {n}: förnamn, efternamn, handicap, nivå, kön, starttid och mobilnummer krävs',
  },
  playerPhoneInvalid: {
    en: 'Player {n}: the cell phone number is not valid',
    es: 'Jugador {n}: el número de móvil no es válido',
    fr: "Joueur {n} : le numéro de portable n'est pas valide",
    sv: 'Spelare {n}: mobilnumret är ogiltigt',
  },
  playerEmailInvalid: {
    en: 'Player {n}: email format not valid',
    es: 'Jugador {n}: formato de email no válido',
    fr: "Joueur {n} : format d'e-mail non valide",
    sv: 'Spelare {n}: ogiltigt format på e-postadressen',
  },
  playerHandicapOutOfLimits: {
    en: 'Player {n}: the handicap must be between {min} and {max} for this tournament',
    es: 'Jugador {n}: el hándicap debe estar entre {min} y {max} en este torneo',
    fr: 'Joueur {n} : le handicap doit être compris entre {min} et {max} pour ce tournoi',
    sv: 'Spelare {n}: handicapet måste vara mellan {min} och {max} i den här tävlingen',
  },
  playerEnteredTwice: {
    en: 'Player {n} is already entered in this tournament: a player cannot be entered twice',
    es: 'El jugador {n} ya está inscrito en este torneo: un jugador no puede inscribirse dos veces',
    fr: 'Le joueur {n} est déjà inscrit à ce tournoi : un joueur ne peut pas être inscrit deux fois',
    sv: 'Spelare {n} är redan anmäld till den här tävlingen: en spelare kan inte anmälas två gånger',
  },
  scheduleNotPublished: {
    en: 'The schedule of this tournament has not been published yet',
    es: 'Los horarios de este torneo aún no se han publicado',
    fr: "Les horaires de ce tournoi n'ont pas encore été publiés",
    sv: 'Startlistan för den här tävlingen har inte publicerats ännu',
  },
  ratingsNotPublished: {
    en: 'The ratings of this tournament have not been published yet',
    es: 'La clasificación de este torneo aún no se ha publicado',
    fr: "Le classement de ce tournoi n'a pas encore été publié",
    sv: 'Resultatlistan för den här tävlingen har inte publicerats ännu',
  },
  multipackNotFound: {
    en: 'Multipack not found',
    es: 'Multipack no encontrado',
    fr: 'Multipack introuvable',
    sv: 'Multipacket hittades inte',
  },
  multipackNotAvailable: {
    // The original wording, word for word (docs/product.md#messages).
    en: 'This multipack is not available at this time',
    es: 'Este multipack no está disponible en este momento',
    fr: "Ce multipack n'est pas disponible pour le moment",
    sv: 'Det här multipacket är inte tillgängligt just nu',
  },
  multipackRoundsCount: {
    en: 'This multipack has {n} rounds: choose one tee time for each',
    es: 'Este multipack tiene {n} rondas: elige una hora de salida para cada una',
    fr: 'Ce multipack comprend {n} parcours : choisissez un départ pour chacun',
    sv: 'Det här multipacket har {n} rundor: välj en starttid för varje',
  },
  multipackCourseNotIncluded: {
    en: 'Round {n}: this course is not part of the multipack',
    es: 'Ronda {n}: este recorrido no forma parte del multipack',
    fr: 'Partie {n} : ce parcours ne fait pas partie du multipack',
    sv: 'Runda {n}: den här banan ingår inte i multipacket',
  },
  multipackOneRoundPerDay: {
    en: 'Only one round a day can be played: two rounds are on {date}',
    es: 'Solo se puede jugar una ronda al día: hay dos rondas el {date}',
    fr: 'Un seul parcours par jour : deux parcours tombent le {date}',
    sv: 'Bara en runda per dag kan spelas: två rundor ligger på {date}',
  },
  multipackFirstRoundOutsideSale: {
    en: 'The first round of this multipack must be played between {from} and {to}',
    es: 'La primera ronda de este multipack debe jugarse entre el {from} y el {to}',
    fr: 'Le premier parcours de ce multipack doit être joué entre le {from} et le {to}',
    sv: 'Första rundan i det här multipacket ska spelas mellan {from} och {to}',
  },
  multipackOutOfWindow: {
    en: 'The date {date} is outside the multipack range: choose a date between {from} and {to}',
    es: 'La fecha {date} está fuera del rango del multipack: elige una fecha entre el {from} y el {to}',
    fr: 'La date du {date} est hors de la période du multipack : choisissez une date entre le {from} et le {to}',
    sv: 'Datumet {date} ligger utanför multipackets period: välj ett datum mellan {from} och {to}',
  },
  cartTeeTimesExceeded: {
    en: 'A cart holds at most {max} tee times',
    es: 'Un carrito admite como máximo {max} horas de salida',
    fr: 'Un panier contient au plus {max} départs',
    sv: 'En varukorg rymmer högst {max} starttider',
  },
  cartItemsExceeded: {
    en: 'The number of selected items exceeds the maximum allowed',
    es: 'El número de elementos seleccionados supera el máximo permitido',
    fr: "Le nombre d'éléments choisis dépasse le maximum autorisé",
    sv: 'Antalet valda artiklar överstiger det tillåtna maximum',
  },
  // Promocodes: guesses throttled, usage limits (issue 24).
  tooManyPromoCodes: {
    en: 'Too many promotional codes tried. Please try again in {wait}',
    es: 'Demasiados códigos promocionales probados. Inténtalo de nuevo en {wait}',
    fr: 'Trop de codes promotionnels essayés. Réessayez dans {wait}',
    sv: 'För många kampanjkoder har provats. Försök igen om {wait}',
  },
  promoUsedUp: {
    en: 'The promotional code {code} has been used up. Remove it from your cart to book without it',
    es: 'El código promocional {code} se ha agotado. Quítalo del carrito para reservar sin él',
    fr: 'Le code promotionnel {code} est épuisé. Retirez-le de votre panier pour réserver sans lui',
    sv: 'Kampanjkoden {code} är slut. Ta bort den ur varukorgen för att boka utan den',
  },
  promoAlreadyUsed: {
    en: 'The promotional code {code} has already been used with {email} as many times as it allows. Remove it from your cart to book without it',
    es: 'El código promocional {code} ya se ha usado con {email} tantas veces como permite. Quítalo del carrito para reservar sin él',
    fr: 'Le code promotionnel {code} a déjà été utilisé avec {email} autant de fois qu’il le permet. Retirez-le de votre panier pour réserver sans lui',
    sv: 'Kampanjkoden {code} har redan använts med {email} så många gånger som den tillåter. Ta bort den ur varukorgen för att boka utan den',
  },
  // The newsletter: double opt-in, and the status of the golfer's own address (issue 24).
  newsletterLinkInvalid: {
    en: 'The confirmation link is not valid, has expired or has already been used',
    es: 'El enlace de confirmación no es válido, ha caducado o ya se ha usado',
    fr: 'Le lien de confirmation n’est pas valide, a expiré ou a déjà été utilisé',
    sv: 'Bekräftelselänken är ogiltig, har gått ut eller har redan använts',
  },
  newsletterOwnAddressOnly: {
    en: 'Only the subscription of your own e-mail address can be checked',
    es: 'Solo puedes consultar la suscripción de tu propio correo electrónico',
    fr: 'Seul l’abonnement de votre propre adresse e-mail peut être vérifié',
    sv: 'Endast prenumerationen för din egen e-postadress kan kontrolleras',
  },
  // Sign-up, login and hashing; the account's e-mail (issue 24).
  signUpFailed: {
    en: 'Registration process failed',
    es: 'Error en el proceso de registro',
    fr: "Échec de l'inscription",
    sv: 'Registreringen misslyckades',
  },
  tooManySignUps: {
    en: 'Too many sign-ups from this connection. Please try again in {wait}',
    es: 'Demasiados registros desde esta conexión. Inténtalo de nuevo en {wait}',
    fr: 'Trop d’inscriptions depuis cette connexion. Réessayez dans {wait}',
    sv: 'För många registreringar från den här anslutningen. Försök igen om {wait}',
  },
  hashingBusy: {
    en: 'Too many attempts right now, try again in a minute',
    es: 'Demasiados intentos en este momento, inténtalo de nuevo en un minuto',
    fr: 'Trop de tentatives en ce moment, réessayez dans une minute',
    sv: 'För många försök just nu, försök igen om en minut',
  },
  currentPasswordRequired: {
    en: 'Enter your current password to change your e-mail',
    es: 'Introduce tu contraseña actual para cambiar tu correo electrónico',
    fr: 'Saisissez votre mot de passe actuel pour changer votre e-mail',
    sv: 'Ange ditt nuvarande lösenord för att byta e-postadress',
  },
  // Reviews (issue 29): services/reviews.ts.
  reviewNotPaid: {
    en: 'Only a paid booking can be reviewed',
    es: 'Solo puedes opinar sobre una reserva pagada',
    fr: 'Seule une réservation payée peut recevoir un avis',
    sv: 'Bara en betald bokning kan få ett omdöme',
  },
  reviewNotPlayed: {
    en: 'You can review this booking once its round has been played',
    es: 'Podrás opinar sobre esta reserva cuando se haya jugado la ronda',
    fr: 'Vous pourrez donner votre avis une fois la partie jouée',
    sv: 'Du kan lämna ett omdöme när rundan har spelats',
  },
  reviewAlreadyWritten: {
    en: 'This booking has already been reviewed',
    es: 'Ya has opinado sobre esta reserva',
    fr: 'Cette réservation a déjà reçu un avis',
    sv: 'Den här bokningen har redan fått ett omdöme',
  },
  reviewTextTooShort: {
    en: 'Write at least {min} characters',
    es: 'Escribe al menos {min} caracteres',
    fr: 'Écrivez au moins {min} caractères',
    sv: 'Skriv minst {min} tecken',
  },
  reviewTextTooLong: {
    en: 'Write at most {max} characters',
    es: 'Escribe como máximo {max} caracteres',
    fr: 'Écrivez au plus {max} caractères',
    sv: 'Skriv högst {max} tecken',
  },
  reviewTextMarkup: {
    en: 'Write plain text, without HTML tags or codes such as &lt;',
    es: 'Escribe texto sin formato, sin etiquetas HTML ni códigos como &lt;',
    fr: 'Écrivez du texte brut, sans balises HTML ni codes comme &lt;',
    sv: 'Skriv vanlig text, utan HTML-taggar eller koder som &lt;',
  },
  reviewNotFound: {
    en: 'Review not found',
    es: 'Opinión no encontrada',
    fr: 'Avis introuvable',
    sv: 'Omdömet hittades inte',
  },
} satisfies Record<string, Record<Locale, string>>;

export type MessageKey = keyof typeof catalog;

export function message(
  key: MessageKey,
  locale: Locale,
  params: Record<string, string> = {},
): string {
  const template = catalog[key][locale];
  return template.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? `{${name}}`);
}

const UNITS: Record<Locale, { second: [string, string]; minute: [string, string] }> = {
  en: { second: ['second', 'seconds'], minute: ['minute', 'minutes'] },
  es: { second: ['segundo', 'segundos'], minute: ['minuto', 'minutos'] },
  fr: { second: ['seconde', 'secondes'], minute: ['minute', 'minutes'] },
  sv: { second: ['sekund', 'sekunder'], minute: ['minut', 'minuter'] },
};

/**
 * A wait as a throttled caller reads it ('45 seconds', '3 minutes'): seconds under a minute,
 * else whole minutes rounded up, so nobody who follows it comes back too early.
 */
export function durationText(seconds: number, locale: Locale): string {
  const whole = Math.max(1, Math.ceil(seconds));
  const [amount, unit] =
    whole < 60 ? [whole, 'second' as const] : [Math.ceil(whole / 60), 'minute' as const];
  const [one, many] = UNITS[locale][unit];
  return `${amount} ${amount === 1 ? one : many}`;
}

/** One and many of what a hold limit counts; `unpaid` says it is held and not paid yet. */
const HOLD_NOUNS: Record<
  HoldKind,
  Record<Locale, { plain: [string, string]; unpaid: [string, string] }>
> = {
  teeTimePlaces: {
    en: {
      plain: ['place', 'places'],
      unpaid: ['place that is not paid yet', 'places that are not paid yet'],
    },
    es: { plain: ['plaza', 'plazas'], unpaid: ['plaza sin pagar', 'plazas sin pagar'] },
    fr: { plain: ['place', 'places'], unpaid: ['place non payée', 'places non payées'] },
    sv: { plain: ['plats', 'platser'], unpaid: ['obetald plats', 'obetalda platser'] },
  },
  tournamentPlayers: {
    en: {
      plain: ['tournament place', 'tournament places'],
      unpaid: ['tournament place that is not paid yet', 'tournament places that are not paid yet'],
    },
    es: {
      plain: ['plaza de torneo', 'plazas de torneo'],
      unpaid: ['plaza de torneo sin pagar', 'plazas de torneo sin pagar'],
    },
    fr: {
      plain: ['place de tournoi', 'places de tournoi'],
      unpaid: ['place de tournoi non payée', 'places de tournoi non payées'],
    },
    sv: {
      plain: ['tävlingsplats', 'tävlingsplatser'],
      unpaid: ['obetald tävlingsplats', 'obetalda tävlingsplatser'],
    },
  },
  multipacks: {
    en: {
      plain: ['multipack', 'multipacks'],
      unpaid: ['multipack that is not paid yet', 'multipacks that are not paid yet'],
    },
    es: {
      plain: ['multipack', 'multipacks'],
      unpaid: ['multipack sin pagar', 'multipacks sin pagar'],
    },
    fr: {
      plain: ['multipack', 'multipacks'],
      unpaid: ['multipack non payé', 'multipacks non payés'],
    },
    sv: {
      plain: ['multipack', 'multipack'],
      unpaid: ['obetalt multipack', 'obetalda multipack'],
    },
  },
};

/** A count of what a hold limit counts ('8 places that are not paid yet', '12 plazas'). */
export function holdCountText(
  kind: HoldKind,
  n: number,
  locale: Locale,
  form: 'plain' | 'unpaid',
): string {
  const [one, many] = HOLD_NOUNS[kind][locale][form];
  return `${n} ${n === 1 ? one : many}`;
}

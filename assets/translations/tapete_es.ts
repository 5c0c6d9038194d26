<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES" sourcelanguage="en">
  <context>
    <name>BringCardsPage</name>
    <message>
      <source>Bring your cards</source>
      <translation>Trae tus cartas</translation>
    </message>
    <message>
      <source>Card data, collections and decks from the programs you used before: MTGJSON (sets or AllPrintings), Scryfall bulk data, Cockatrice cards.xml and tokens.xml, YGOPro/EDOPro cards.cdb, collection CSVs (ManaBox, Deckbox, Moxfield, Archidekt, Dragon Shield), deck files and whole deck folders. Choose them here or drop them on the window.</source>
      <translation>Datos de cartas, colecciones y mazos de los programas que usabas: MTGJSON (sets o AllPrintings), los datos masivos de Scryfall, cards.xml y tokens.xml de Cockatrice, cards.cdb de YGOPro/EDOPro, CSV de colección (ManaBox, Deckbox, Moxfield, Archidekt, Dragon Shield), archivos de mazo y carpetas enteras de mazos. Elígelos aquí o suéltalos sobre la ventana.</translation>
    </message>
    <message>
      <source>Choose files…</source>
      <translation>Elegir archivos…</translation>
    </message>
    <message>
      <source>Choose a folder…</source>
      <translation>Elegir una carpeta…</translation>
    </message>
    <message>
      <source>Found on this computer (read where they are, nothing is copied):</source>
      <translation>Encontrado en este ordenador (se lee donde está, no se copia nada):</translation>
    </message>
    <message>
      <source>Cancel</source>
      <translation>Cancelar</translation>
    </message>
    <message>
      <source>Looking at what you chose…</source>
      <translation>Mirando lo que elegiste…</translation>
    </message>
    <message>
      <source>Cancelling…</source>
      <translation>Cancelando…</translation>
    </message>
    <message>
      <source>%1 read</source>
      <translation>%1 leídas</translation>
    </message>
    <message>
      <source>%1 a second</source>
      <translation>%1 por segundo</translation>
    </message>
    <message>
      <source>about %1 left</source>
      <translation>quedan unos %1</translation>
    </message>
    <message>
      <source>Bring in what %1 holds: %2</source>
      <translation>Traer lo que tiene %1: %2</translation>
    </message>
    <message>
      <source>Cancelled: nothing of %1 was stored; %2 file(s) after it were not started.</source>
      <translation>Cancelado: no se guardó nada de %1; %2 archivo(s) posteriores no se empezaron.</translation>
    </message>
    <message>
      <source>and %1 more</source>
      <translation>y %1 más</translation>
    </message>
    <message>
      <source>Not read (not card data, a collection or a deck): %1</source>
      <translation>No leídos (no son datos de cartas, una colección ni un mazo): %1</translation>
    </message>
    <message>
      <source>File %1 of %2: %3</source>
      <translation>Archivo %1 de %2: %3</translation>
    </message>
    <message>
      <source>%1 file(s) brought in, %2 refused, %3 line(s) in them left out, in %4.</source>
      <translation>%1 archivo(s) traídos, %2 rechazados, %3 línea(s) suyas sin traer, en %4.</translation>
    </message>
  </context>
  <context>
    <name>SearchPane</name>
    <message>
      <source>Search names, types and rules text…</source>
      <translation>Busca nombres, tipos y texto de reglas…</translation>
    </message>
    <message>
      <source>All games</source>
      <translation>Todos los juegos</translation>
    </message>
    <message>
      <source>Type</source>
      <translation>Tipo</translation>
    </message>
    <message>
      <source>Owned only</source>
      <translation>Solo las que tengo</translation>
    </message>
    <message>
      <source>Cost</source>
      <translation>Coste</translation>
    </message>
    <message>
      <source>List</source>
      <translation>Lista</translation>
    </message>
    <message>
      <source>Pictures</source>
      <translation>Imágenes</translation>
    </message>
    <message>
      <source>Show the cards as a grid of their pictures</source>
      <translation>Ver las cartas como una cuadrícula de sus imágenes</translation>
    </message>
    <message>
      <source>Size of the pictures</source>
      <translation>Tamaño de las imágenes</translation>
    </message>
    <message>
      <source>All sets</source>
      <translation>Todas las ediciones</translation>
    </message>
    <message>
      <source>any</source>
      <translation>cualquiera</translation>
    </message>
    <message>
      <source>%1 cards</source>
      <translation>%1 cartas</translation>
    </message>
  </context>
  <context>
    <name>CollectionBrowser</name>
    <message>
      <source>+1 copy</source>
      <translation>+1 copia</translation>
    </message>
    <message>
      <source>−1 copy</source>
      <translation>−1 copia</translation>
    </message>
    <message>
      <source>One copy more of the chosen card (+ on the list)</source>
      <translation>Una copia más de la carta elegida (+ en la lista)</translation>
    </message>
    <message>
      <source>One copy less of the chosen card (- on the list)</source>
      <translation>Una copia menos de la carta elegida (- en la lista)</translation>
    </message>
    <message>
      <source>Import CSV…</source>
      <translation>Importar CSV…</translation>
    </message>
    <message>
      <source>Export CSV…</source>
      <translation>Exportar CSV…</translation>
    </message>
    <message>
      <source>Card pictures…</source>
      <translation>Imágenes de cartas…</translation>
    </message>
    <message>
      <source>Show the pictures of Cockatrice, Forge, XMage, EDOPro or your own folders</source>
      <translation>Mostrar las imágenes de Cockatrice, Forge, XMage, EDOPro o de tus propias carpetas</translation>
    </message>
    <message>
      <source>Collection imported</source>
      <translation>Colección importada</translation>
    </message>
    <message>
      <source>Choose a card to see it here.</source>
      <translation>Elige una carta para verla aquí.</translation>
    </message>
    <message>
      <source>Import a collection</source>
      <translation>Importar una colección</translation>
    </message>
    <message>
      <source>Cannot read the file</source>
      <translation>No se puede leer el archivo</translation>
    </message>
    <message>
      <source>Export the collection</source>
      <translation>Exportar la colección</translation>
    </message>
    <message>
      <source>Owned: %1</source>
      <translation>Tengo: %1</translation>
    </message>
    <message>
      <source>Layout: %1</source>
      <translation>Formato: %1</translation>
    </message>
    <message>
      <source>Card pictures found on this computer: %1. &lt;a href='use'&gt;Show them&lt;/a&gt;</source>
      <translation>Imágenes de cartas encontradas en este ordenador: %1. &lt;a href='use'&gt;Mostrarlas&lt;/a&gt;</translation>
    </message>
    <message>
      <source>Not part of the collection (deck and list rows): %1</source>
      <translation>Fuera de la colección (filas de mazos y listas): %1</translation>
    </message>
    <message>
      <source>Rows that match no card: %1</source>
      <translation>Filas que no coinciden con ninguna carta: %1</translation>
    </message>
    <message>
      <source>Stored: %1 entries, %2 copies</source>
      <translation>Guardadas: %1 entradas, %2 copias</translation>
    </message>
  </context>
  <context>
    <name>DeckEditor</name>
    <message>
      <source>New deck</source>
      <translation>Mazo nuevo</translation>
    </message>
    <message>
      <source>Count copies used by other saved decks as unavailable</source>
      <translation>Contar como no disponibles las copias usadas en otros mazos guardados</translation>
    </message>
    <message>
      <source>Export the list (shopping or proxies)…</source>
      <translation>Exportar la lista (compras o proxies)…</translation>
    </message>
    <message>
      <source>Unsaved deck</source>
      <translation>Mazo sin guardar</translation>
    </message>
    <message>
      <source>Quit</source>
      <translation>Salir</translation>
    </message>
    <message>
      <source>Cannot read the deck</source>
      <translation>No se puede leer el mazo</translation>
    </message>
    <message>
      <source>Import a deck</source>
      <translation>Importar un mazo</translation>
    </message>
    <message>
      <source>+1</source>
      <translation>+1</translation>
    </message>
    <message>
      <source>−1</source>
      <translation>−1</translation>
    </message>
    <message>
      <source>Import…</source>
      <translation>Importar…</translation>
    </message>
    <message>
      <source>Export…</source>
      <translation>Exportar…</translation>
    </message>
    <message>
      <source>Print proxies…</source>
      <translation>Imprimir proxies…</translation>
    </message>
    <message>
      <source>Save</source>
      <translation>Guardar</translation>
    </message>
    <message>
      <source>Name</source>
      <translation>Nombre</translation>
    </message>
    <message>
      <source>Format</source>
      <translation>Formato</translation>
    </message>
    <message>
      <source>Add to</source>
      <translation>Añadir a</translation>
    </message>
    <message>
      <source>Rules</source>
      <translation>Reglas</translation>
    </message>
    <message>
      <source>Deck</source>
      <translation>Mazo</translation>
    </message>
    <message>
      <source>Statistics</source>
      <translation>Estadísticas</translation>
    </message>
    <message>
      <source>Missing cards</source>
      <translation>Cartas que faltan</translation>
    </message>
    <message>
      <source>✔ The deck follows the rules.</source>
      <translation>✔ El mazo cumple las reglas.</translation>
    </message>
    <message>
      <source>✔ Your collection has every card of this deck.</source>
      <translation>✔ Tu colección tiene todas las cartas de este mazo.</translation>
    </message>
    <message>
      <source>standard rules</source>
      <translation>reglas estándar</translation>
    </message>
    <message>
      <source>«%1» has unsaved changes. Save them?</source>
      <translation>«%1» tiene cambios sin guardar. ¿Guardarlos?</translation>
    </message>
    <message>
      <source>These decks have unsaved changes: %1. Save them before quitting?</source>
      <translation>Estos mazos tienen cambios sin guardar: %1. ¿Guardarlos antes de salir?</translation>
    </message>
    <message>
      <source>The deck's draft cannot be written: %1</source>
      <translation>No se puede escribir el borrador del mazo: %1</translation>
    </message>
    <message>
      <source>This editor already holds a deck. Open the file in a new tab, or replace this deck with it?</source>
      <translation>Este editor ya tiene un mazo. ¿Abrir el archivo en una pestaña nueva o reemplazar este mazo por él?</translation>
    </message>
    <message>
      <source>Replace this deck</source>
      <translation>Reemplazar este mazo</translation>
    </message>
    <message>
      <source>Open in a new tab</source>
      <translation>Abrir en una pestaña nueva</translation>
    </message>
  </context>
  <context>
    <name>DeckExports</name>
    <message>
      <source>Export the deck</source>
      <translation>Exportar el mazo</translation>
    </message>
    <message>
      <source>Missing cards</source>
      <translation>Cartas que faltan</translation>
    </message>
    <message>
      <source>Save the deck first.</source>
      <translation>Guarda antes el mazo.</translation>
    </message>
    <message>
      <source>Export the missing cards</source>
      <translation>Exportar las cartas que faltan</translation>
    </message>
    <message>
      <source>Cannot export the deck</source>
      <translation>No se puede exportar el mazo</translation>
    </message>
  </context>
  <context>
    <name>DeckPictures</name>
    <message>
      <source>List</source>
      <translation>Lista</translation>
    </message>
    <message>
      <source>Pictures</source>
      <translation>Imágenes</translation>
    </message>
    <message>
      <source>Show the deck as its cards' pictures, each line in its printing</source>
      <translation>Ver el mazo con las imágenes de sus cartas, cada línea en su versión</translation>
    </message>
    <message>
      <source>Printing…</source>
      <translation>Versión…</translation>
    </message>
    <message>
      <source>Choose the set and number of the chosen line: its picture is shown and printed</source>
      <translation>Elige la edición y el número de la línea elegida: se muestra y se imprime su imagen</translation>
    </message>
    <message>
      <source>One copy more</source>
      <translation>Una copia más</translation>
    </message>
    <message>
      <source>One copy less</source>
      <translation>Una copia menos</translation>
    </message>
    <message>
      <source>Printing</source>
      <translation>Versión</translation>
    </message>
  </context>
  <context>
    <name>DeckStats</name>
    <message>
      <source>No costs yet</source>
      <translation>Aún no hay costes</translation>
    </message>
    <message>
      <source>No types</source>
      <translation>Sin tipos</translation>
    </message>
    <message>
      <source>Cost curve (main)</source>
      <translation>Curva de costes (principal)</translation>
    </message>
    <message>
      <source>Card types (main)</source>
      <translation>Tipos de carta (principal)</translation>
    </message>
    <message>
      <source>Attributes (main)</source>
      <translation>Atributos (principal)</translation>
    </message>
    <message>
      <source>Colours (main)</source>
      <translation>Colores (principal)</translation>
    </message>
    <message>
      <source>Choose a card of the deck to see the chance of drawing it.</source>
      <translation>Elige una carta del mazo para ver la probabilidad de robarla.</translation>
    </message>
    <message>
      <source>opening hand</source>
      <translation>mano inicial</translation>
    </message>
    <message>
      <source>turn %1</source>
      <translation>turno %1</translation>
    </message>
    <message>
      <source>At least one «%1»: </source>
      <translation>Al menos una copia de «%1»: </translation>
    </message>
  </context>
  <context>
    <name>DeckTree</name>
    <message>
      <source>Its text is not automated: it plays, and you resolve it by hand.</source>
      <translation>Su texto no está automatizado: se juega igual y lo resuelves a mano.</translation>
    </message>
  </context>
  <context>
    <name>UnknownLines</name>
    <message>
      <source> — did you mean %1? (click to choose)</source>
      <translation> — ¿quizá %1? (haz clic para elegir)</translation>
    </message>
    <message>
      <source>No card has a similar name</source>
      <translation>Ninguna carta tiene un nombre parecido</translation>
    </message>
    <message>
      <source>Remove the line</source>
      <translation>Quitar la línea</translation>
    </message>
    <message>
      <source>line %1: unknown card «%2»</source>
      <translation>línea %1: carta desconocida «%2»</translation>
    </message>
    <message>
      <source>Use «%1»</source>
      <translation>Usar «%1»</translation>
    </message>
  </context>
  <context>
    <name>CollectionTableModel</name>
    <message>
      <source>Name</source>
      <translation>Nombre</translation>
    </message>
    <message>
      <source>Set</source>
      <translation>Edición</translation>
    </message>
    <message>
      <source>Number</source>
      <translation>Número</translation>
    </message>
    <message>
      <source>Type</source>
      <translation>Tipo</translation>
    </message>
    <message>
      <source>Cost</source>
      <translation>Coste</translation>
    </message>
    <message>
      <source>Owned</source>
      <translation>Tengo</translation>
    </message>
  </context>
  <context>
    <name>CollectionTabs</name>
    <message>
      <source>Collection</source>
      <translation>Colección</translation>
    </message>
    <message>
      <source>Bring your cards</source>
      <translation>Trae tus cartas</translation>
    </message>
    <message>
      <source>Demo decks</source>
      <translation>Mazos de demostración</translation>
    </message>
    <message>
      <source>Which game?</source>
      <translation>¿Qué juego?</translation>
    </message>
    <message>
      <source>The file does not say its game:</source>
      <translation>El archivo no dice de qué juego es:</translation>
    </message>
    <message>
      <source>Cannot read the deck</source>
      <translation>No se puede leer el mazo</translation>
    </message>
    <message>
      <source>Print proxies of a deck</source>
      <translation>Imprimir proxies de un mazo</translation>
    </message>
    <message>
      <source>(no saved decks)</source>
      <translation>(no hay mazos guardados)</translation>
    </message>
  </context>
  <context>
    <name>GameOverDialog</name>
    <message>
      <source>Game over</source>
      <translation>Fin de la partida</translation>
    </message>
    <message>
      <source>Save replay…</source>
      <translation>Guardar la repetición…</translation>
    </message>
    <message>
      <source>Back to the start page</source>
      <translation>Volver al inicio</translation>
    </message>
    <message>
      <source>Look at the table</source>
      <translation>Ver la mesa</translation>
    </message>
    <message>
      <source>Draw</source>
      <translation>Empate</translation>
    </message>
    <message>
      <source>You win!</source>
      <translation>¡Ganas!</translation>
    </message>
    <message>
      <source>You lose</source>
      <translation>Pierdes</translation>
    </message>
    <message>
      <source>The match is a draw</source>
      <translation>El enfrentamiento termina en empate</translation>
    </message>
    <message>
      <source>You win the match!</source>
      <translation>¡Ganas el enfrentamiento!</translation>
    </message>
    <message>
      <source>You lose the match</source>
      <translation>Pierdes el enfrentamiento</translation>
    </message>
    <message>
      <source>Next duel</source>
      <translation>Siguiente duelo</translation>
    </message>
    <message>
      <source>%1 wins</source>
      <translation>Gana %1</translation>
    </message>
    <message>
      <source>%1 wins the match</source>
      <translation>%1 gana el enfrentamiento</translation>
    </message>
    <message>
      <source>Rematch</source>
      <translation>Revancha</translation>
    </message>
    <message>
      <source>The next duel decides</source>
      <translation>El próximo duelo decide</translation>
    </message>
    <message>
      <source>Two wins take the match</source>
      <translation>Dos victorias ganan el enfrentamiento</translation>
    </message>
    <message>
      <source>Best of three · duel %1: %2</source>
      <translation>Al mejor de tres · duelo %1: %2</translation>
    </message>
    <message>
      <source>Duel %1: %2</source>
      <translation>Duelo %1: %2</translation>
    </message>
    <message>
      <source>%1 turns · %2 min %3 s</source>
      <translation>%1 turnos · %2 min %3 s</translation>
    </message>
  </context>
  <context>
    <name>GuideDialog</name>
    <message>
      <source>How to play at Tapete's table</source>
      <translation>Cómo se juega en la mesa de Tapete</translation>
    </message>
    <message>
      <source>Starting</source>
      <translation>Empezar</translation>
    </message>
    <message>
      <source>The start page has a demo duel of each game against the bot, two clicks away. Game → New game chooses the game, the decks (yours from the collection or a deck file), the opponent (a bot of some strength, a friend at this computer, or a goldfish that only passes) and best of three. Game → LAN game plays a friend on the local network.</source>
      <translation>La página de inicio tiene un duelo de demostración de cada juego contra el bot, a dos clics. Partida → Nueva partida elige el juego, los mazos (los tuyos de la colección o de un archivo), el rival (un bot de cierta fuerza, un amigo en este ordenador o un «goldfish» que solo pasa) y si es al mejor de tres. Partida → Partida en red local juega contra un amigo en la red local.</translation>
    </message>
    <message>
      <source>Acting</source>
      <translation>Actuar</translation>
    </message>
    <message>
      <source>Drag a card where it goes: the places it may go light up while you drag. Or click a card: its actions are listed, in words; a target is then chosen by clicking it. The bar under the table answers the question the game asks (keep or mulligan, pass, no block…). Space gives the main answer; F1 lists every key.</source>
      <translation>Arrastra una carta adonde va: mientras la arrastras se iluminan los sitios a los que puede ir. O haz clic en una carta: se listan sus acciones, en palabras; luego el objetivo se elige haciendo clic en él. La barra bajo la mesa responde a lo que pregunta el juego (quedarse o mulligan, pasar, no bloquear…). Espacio da la respuesta principal; F1 lista todas las teclas.</translation>
    </message>
    <message>
      <source>Stops and passing</source>
      <translation>Paradas y pasar</translation>
    </message>
    <message>
      <source>The strip above the table shows where the turn is, in a row for your turns and one for the opponent's. Click a step to make it a stop (red): the game never passes there by itself. F6 passes priority until the next stop, F4 to the end of the turn, F9 to your next turn; passing stops at once if the opponent casts something or you must decide. Esc stops it.</source>
      <translation>La franja sobre la mesa muestra en qué punto va el turno, en una fila para tus turnos y otra para los del rival. Haz clic en un paso para que sea una parada (roja): el juego nunca pasa ahí por sí solo. F6 pasa la prioridad hasta la próxima parada, F4 hasta el final del turno, F9 hasta tu próximo turno; se deja de pasar en cuanto el rival lanza algo o te toca decidir. Esc lo detiene.</translation>
    </message>
    <message>
      <source>Seeing the table</source>
      <translation>Ver la mesa</translation>
    </message>
    <message>
      <source>Ctrl+wheel (or Ctrl++ and Ctrl+-) zooms the table around the mouse; a zoomed table pans with the wheel or by dragging the felt; Ctrl+0 shows the whole table again. The card under the mouse is shown large in the Card tab of the side panel.</source>
      <translation>Ctrl+rueda (o Ctrl++ y Ctrl+-) acerca y aleja la mesa alrededor del ratón; una mesa ampliada se desplaza con la rueda o arrastrando el tapete; Ctrl+0 vuelve a mostrar la mesa entera. La carta bajo el ratón se ve en grande en la pestaña Carta del panel lateral.</translation>
    </message>
    <message>
      <source>When the game says no</source>
      <translation>Cuando el juego dice que no</translation>
    </message>
    <message>
      <source>A refused action changes nothing; the message names the rule that forbids it and, where it can, what to do instead.</source>
      <translation>Una acción rechazada no cambia nada; el mensaje nombra la regla que la prohíbe y, cuando puede, qué hacer en su lugar.</translation>
    </message>
    <message>
      <source>What is not automated</source>
      <translation>Lo que no está automatizado</translation>
    </message>
    <message>
      <source>Cards whose text Tapete does not play by itself are resolved by hand: right-click a card (or press the menu key) → Manual to move, turn, flip it or put counters on it. Manual actions are marked in the log and are not allowed in LAN games.</source>
      <translation>Las cartas cuyo texto Tapete no juega por sí mismo se resuelven a mano: clic derecho en una carta (o la tecla de menú) → Manual para moverla, girarla, voltearla o ponerle contadores. Las acciones manuales quedan marcadas en el registro y no se admiten en partidas en red.</translation>
    </message>
    <message>
      <source>Nothing lost</source>
      <translation>Nada se pierde</translation>
    </message>
    <message>
      <source>The game in progress is kept as you play: if Tapete closes, the start page offers to resume it. Game → Save game writes a file you can open or watch as a replay.</source>
      <translation>La partida en curso se guarda mientras juegas: si Tapete se cierra, la página de inicio ofrece continuarla. Partida → Guardar partida escribe un archivo que puedes abrir o ver como repetición.</translation>
    </message>
    <message>
      <source>The games</source>
      <translation>Los juegos</translation>
    </message>
    <message>
      <source>Tapete plays %1, each from its rulebook.</source>
      <translation>Tapete juega a %1, cada uno según su reglamento.</translation>
    </message>
  </context>
  <context>
    <name>ImageSourcesDialog</name>
    <message>
      <source>Card pictures</source>
      <translation>Imágenes de cartas</translation>
    </message>
    <message>
      <source>Tapete shows the card pictures you already have, where they are: folders of Cockatrice, Forge, XMage or EDOPro, or any folder or zip archive of your own. Ticked sources are asked from top to bottom; a card none of them has is drawn from its data.</source>
      <translation>Tapete muestra las imágenes de cartas que ya tienes, donde están: carpetas de Cockatrice, Forge, XMage o EDOPro, o cualquier carpeta o archivo zip tuyo. Las fuentes marcadas se consultan de arriba abajo; una carta que no tiene ninguna se dibuja a partir de sus datos.</translation>
    </message>
    <message>
      <source>Your own folder</source>
      <translation>Carpeta propia</translation>
    </message>
    <message>
      <source>EDOPro archive</source>
      <translation>Archivo de EDOPro</translation>
    </message>
    <message>
      <source>A folder of card pictures</source>
      <translation>Una carpeta de imágenes de cartas</translation>
    </message>
    <message>
      <source>An archive of card pictures</source>
      <translation>Un archivo de imágenes de cartas</translation>
    </message>
    <message>
      <source>Zip archives (*.zip *.ypk)</source>
      <translation>Archivos zip (*.zip *.ypk)</translation>
    </message>
    <message>
      <source>Program</source>
      <translation>Programa</translation>
    </message>
    <message>
      <source>Folder or archive</source>
      <translation>Carpeta o archivo</translation>
    </message>
    <message>
      <source>Pictures</source>
      <translation>Imágenes</translation>
    </message>
    <message>
      <source>Add a folder…</source>
      <translation>Añadir una carpeta…</translation>
    </message>
    <message>
      <source>Add an archive…</source>
      <translation>Añadir un archivo…</translation>
    </message>
    <message>
      <source>Remove</source>
      <translation>Quitar</translation>
    </message>
    <message>
      <source>Up</source>
      <translation>Subir</translation>
    </message>
    <message>
      <source>Down</source>
      <translation>Bajar</translation>
    </message>
    <message>
      <source>Read as</source>
      <translation>Leer como</translation>
    </message>
    <message>
      <source>found on this computer</source>
      <translation>encontrada en este ordenador</translation>
    </message>
  </context>
  <context>
    <name>LanLobbyDialog</name>
    <message>
      <source>LAN game</source>
      <translation>Partida en red local</translation>
    </message>
    <message>
      <source>Join a room</source>
      <translation>Entrar en una sala</translation>
    </message>
    <message>
      <source>Host a room</source>
      <translation>Abrir una sala</translation>
    </message>
    <message>
      <source>none</source>
      <translation>ninguna</translation>
    </message>
    <message>
      <source>Your name</source>
      <translation>Tu nombre</translation>
    </message>
    <message>
      <source>Password</source>
      <translation>Contraseña</translation>
    </message>
    <message>
      <source>Go</source>
      <translation>Adelante</translation>
    </message>
    <message>
      <source>Looking for rooms on your network…</source>
      <translation>Buscando salas en tu red…</translation>
    </message>
    <message>
      <source>Watch as a spectator</source>
      <translation>Mirar como espectador</translation>
    </message>
    <message>
      <source>Address</source>
      <translation>Dirección</translation>
    </message>
    <message>
      <source>Game</source>
      <translation>Juego</translation>
    </message>
    <message>
      <source>Your deck</source>
      <translation>Tu mazo</translation>
    </message>
    <message>
      <source>My table</source>
      <translation>Mi mesa</translation>
    </message>
    <message>
      <source>Single duel</source>
      <translation>Un solo duelo</translation>
    </message>
    <message>
      <source>Best of three</source>
      <translation>Al mejor de tres</translation>
    </message>
    <message>
      <source>No limit</source>
      <translation>Sin límite</translation>
    </message>
    <message>
      <source> s</source>
      <translation> s</translation>
    </message>
    <message>
      <source>Players may ask to undo</source>
      <translation>Se puede pedir deshacer</translation>
    </message>
    <message>
      <source>Spectators allowed</source>
      <translation>Se admiten espectadores</translation>
    </message>
    <message>
      <source>Room name</source>
      <translation>Nombre de la sala</translation>
    </message>
    <message>
      <source>Format</source>
      <translation>Formato</translation>
    </message>
    <message>
      <source>Time per decision</source>
      <translation>Tiempo por decisión</translation>
    </message>
    <message>
      <source>Port</source>
      <translation>Puerto</translation>
    </message>
    <message>
      <source>Forget this game</source>
      <translation>Olvidar esta partida</translation>
    </message>
    <message>
      <source>From file…</source>
      <translation>Desde un archivo…</translation>
    </message>
    <message>
      <source>Open deck</source>
      <translation>Abrir mazo</translation>
    </message>
    <message>
      <source>Player</source>
      <translation>Jugador</translation>
    </message>
    <message>
      <source>Unfinished games</source>
      <translation>Partidas sin terminar</translation>
    </message>
    <message>
      <source>Room</source>
      <translation>Sala</translation>
    </message>
    <message>
      <source>Players</source>
      <translation>Jugadores</translation>
    </message>
    <message>
      <source>You</source>
      <translation>Tú</translation>
    </message>
    <message>
      <source>Where</source>
      <translation>Dónde</translation>
    </message>
    <message>
      <source>These LAN games did not finish (the window closed): go back to one.</source>
      <translation>Estas partidas en red no terminaron (la ventana se cerró): vuelve a una.</translation>
    </message>
    <message>
      <source>yes</source>
      <translation>sí</translation>
    </message>
    <message>
      <source>Rooms on your network (they appear by themselves):</source>
      <translation>Salas en tu red (aparecen solas):</translation>
    </message>
    <message>
      <source>Choose a room or write its address (host:port).</source>
      <translation>Elige una sala o escribe su dirección (equipo:puerto).</translation>
    </message>
    <message>
      <source>This room asks for a password.</source>
      <translation>Esta sala pide contraseña.</translation>
    </message>
    <message>
      <source>192.168.1.20:%1</source>
      <translation>192.168.1.20:%1</translation>
    </message>
    <message>
      <source>%1 free</source>
      <translation>%1 libre(s)</translation>
    </message>
    <message>
      <source>%1 (saved)</source>
      <translation>%1 (guardado)</translation>
    </message>
    <message>
      <source>Choose a game to go back to.</source>
      <translation>Elige la partida a la que volver.</translation>
    </message>
    <message>
      <source>Choose your deck.</source>
      <translation>Elige tu mazo.</translation>
    </message>
    <message>
      <source>Rooms cannot be listed here (%1): join by address.</source>
      <translation>No se pueden listar las salas aquí (%1): entra por dirección.</translation>
    </message>
    <message>
      <source>Host: %1</source>
      <translation>Anfitrión: %1</translation>
    </message>
    <message>
      <source>resumes from %1</source>
      <translation>se reanuda desde %1</translation>
    </message>
  </context>
  <context>
    <name>NewGameDialog</name>
    <message>
      <source>New game</source>
      <translation>Nueva partida</translation>
    </message>
    <message>
      <source>Bot</source>
      <translation>Bot</translation>
    </message>
    <message>
      <source>Hot-seat: everyone at this computer</source>
      <translation>Por turnos: todos en este ordenador</translation>
    </message>
    <message>
      <source>Solo: the opponent only passes</source>
      <translation>En solitario: el rival solo pasa</translation>
    </message>
    <message>
      <source>Easy: thinks briefly</source>
      <translation>Fácil: piensa poco</translation>
    </message>
    <message>
      <source>Normal: up to a second per decision</source>
      <translation>Normal: hasta un segundo por decisión</translation>
    </message>
    <message>
      <source>Hard: thinks longer</source>
      <translation>Difícil: piensa más</translation>
    </message>
    <message>
      <source>Random: any legal move</source>
      <translation>Aleatorio: cualquier jugada legal</translation>
    </message>
    <message>
      <source>random</source>
      <translation>al azar</translation>
    </message>
    <message>
      <source>Single duel</source>
      <translation>Un duelo</translation>
    </message>
    <message>
      <source>Best of three</source>
      <translation>Al mejor de tres</translation>
    </message>
    <message>
      <source>Game</source>
      <translation>Juego</translation>
    </message>
    <message>
      <source>Players</source>
      <translation>Jugadores</translation>
    </message>
    <message>
      <source>Your deck (P1)</source>
      <translation>Tu mazo (P1)</translation>
    </message>
    <message>
      <source>Opponent's deck (P2)</source>
      <translation>Mazo del rival (P2)</translation>
    </message>
    <message>
      <source>Opponents</source>
      <translation>Rivales</translation>
    </message>
    <message>
      <source>Bot level</source>
      <translation>Nivel del bot</translation>
    </message>
    <message>
      <source>Seed</source>
      <translation>Semilla</translation>
    </message>
    <message>
      <source>Format</source>
      <translation>Formato</translation>
    </message>
    <message>
      <source>Open deck</source>
      <translation>Abrir mazo</translation>
    </message>
    <message>
      <source>From file…</source>
      <translation>Desde un archivo…</translation>
    </message>
    <message>
      <source>The seed must be a whole number.</source>
      <translation>La semilla debe ser un número entero.</translation>
    </message>
    <message>
      <source>Deck of P%1</source>
      <translation>Mazo de P%1</translation>
    </message>
    <message>
      <source>%1 (saved)</source>
      <translation>%1 (guardado)</translation>
    </message>
    <message>
      <source>Choose a deck for P%1.</source>
      <translation>Elige un mazo para P%1.</translation>
    </message>
  </context>
  <context>
    <name>PreferencesDialog</name>
    <message>
      <source>Preferences</source>
      <translation>Preferencias</translation>
    </message>
    <message>
      <source>Follow the system</source>
      <translation>El del sistema</translation>
    </message>
    <message>
      <source>Pass automatically when passing is the only choice</source>
      <translation>Pasar automáticamente cuando pasar es la única opción</translation>
    </message>
    <message>
      <source>The new language applies at once, to every open window.</source>
      <translation>El nuevo idioma se aplica enseguida, a todas las ventanas abiertas.</translation>
    </message>
    <message>
      <source>Language</source>
      <translation>Idioma</translation>
    </message>
  </context>
  <context>
    <name>ProxyDialog</name>
    <message>
      <source>Landscape</source>
      <translation>Apaisado</translation>
    </message>
    <message>
      <source>extended edge</source>
      <translation>borde extendido</translation>
    </message>
    <message>
      <source>mirrored edge</source>
      <translation>borde reflejado</translation>
    </message>
    <message>
      <source>Colour…</source>
      <translation>Color…</translation>
    </message>
    <message>
      <source>A page of backs after each page (duplex, long edge)</source>
      <translation>Una página de dorsos tras cada página (dúplex, borde largo)</translation>
    </message>
    <message>
      <source>Calibration page with millimetre rulers</source>
      <translation>Página de calibración con reglas milimetradas</translation>
    </message>
    <message>
      <source>Skip basic lands</source>
      <translation>Sin tierras básicas</translation>
    </message>
    <message>
      <source>Only the cards missing from the collection</source>
      <translation>Solo las cartas que faltan en la colección</translation>
    </message>
    <message>
      <source>Small “PROXY” mark on each card</source>
      <translation>Pequeña marca «PROXY» en cada carta</translation>
    </message>
    <message>
      <source>none: every card is drawn from its data</source>
      <translation>ninguna: cada carta se dibuja con sus datos</translation>
    </message>
    <message>
      <source>Page </source>
      <translation>Página </translation>
    </message>
    <message>
      <source>Paper</source>
      <translation>Papel</translation>
    </message>
    <message>
      <source>Gap between cards</source>
      <translation>Separación entre cartas</translation>
    </message>
    <message>
      <source>Bleed</source>
      <translation>Sangrado</translation>
    </message>
    <message>
      <source>Cut marks</source>
      <translation>Marcas de corte</translation>
    </message>
    <message>
      <source>Backs offset (x, y)</source>
      <translation>Desplazamiento de los dorsos (x, y)</translation>
    </message>
    <message>
      <source>Scale (x, y)</source>
      <translation>Escala (x, y)</translation>
    </message>
    <message>
      <source>Folder…</source>
      <translation>Carpeta…</translation>
    </message>
    <message>
      <source>Your scans</source>
      <translation>Tus imágenes</translation>
    </message>
    <message>
      <source>Save PDF…</source>
      <translation>Guardar PDF…</translation>
    </message>
    <message>
      <source>Print…</source>
      <translation>Imprimir…</translation>
    </message>
    <message>
      <source>Close</source>
      <translation>Cerrar</translation>
    </message>
    <message>
      <source>Colour of the cut marks</source>
      <translation>Color de las marcas de corte</translation>
    </message>
    <message>
      <source>Folder with your card images</source>
      <translation>Carpeta con tus imágenes de cartas</translation>
    </message>
    <message>
      <source>A4 (210 × 297 mm)</source>
      <translation>A4 (210 × 297 mm)</translation>
    </message>
    <message>
      <source>Letter (8.5 × 11 in)</source>
      <translation>Carta (8,5 × 11 pulgadas)</translation>
    </message>
    <message>
      <source>A3 (297 × 420 mm)</source>
      <translation>A3 (297 × 420 mm)</translation>
    </message>
    <message>
      <source>Custom size</source>
      <translation>Tamaño personalizado</translation>
    </message>
    <message>
      <source>corner crosses</source>
      <translation>cruces en las esquinas</translation>
    </message>
    <message>
      <source>full lines</source>
      <translation>líneas completas</translation>
    </message>
    <message>
      <source>none</source>
      <translation>ninguna</translation>
    </message>
    <message>
      <source>Save the proxies as PDF</source>
      <translation>Guardar los proxies en PDF</translation>
    </message>
    <message>
      <source>Print proxies — %1</source>
      <translation>Imprimir proxies — %1</translation>
    </message>
    <message>
      <source>deck</source>
      <translation>mazo</translation>
    </message>
    <message>
      <source> of %1</source>
      <translation> de %1</translation>
    </message>
    <message>
      <source>Cannot save the PDF</source>
      <translation>No se puede guardar el PDF</translation>
    </message>
    <message>
      <source>Cannot print</source>
      <translation>No se puede imprimir</translation>
    </message>
    <message>
      <source>Unknown cards, printed with their name: %1</source>
      <translation>Cartas desconocidas, impresas con su nombre: %1</translation>
    </message>
    <message>
      <source>Left out: %1</source>
      <translation>Omitidas: %1</translation>
    </message>
    <message>
      <source>No picture of your own (drawn from their data): %1</source>
      <translation>Sin imagen propia (dibujadas con sus datos): %1</translation>
    </message>
    <message>
      <source>%1 cards on %2 pages (%3 × %4 per page).</source>
      <translation>%1 cartas en %2 páginas (%3 × %4 por página).</translation>
    </message>
  </context>
  <context>
    <name>ReplayViewer</name>
    <message>
      <source>Replay</source>
      <translation>Repetición</translation>
    </message>
    <message>
      <source>Spectator</source>
      <translation>Espectador</translation>
    </message>
    <message>
      <source>Step %1 of %2</source>
      <translation>Paso %1 de %2</translation>
    </message>
  </context>
  <context>
    <name>FileFilters</name>
    <message>
      <source>All files (*)</source>
      <translation>Todos los archivos (*)</translation>
    </message>
    <message>
      <source>Tapete games (*.json)</source>
      <translation>Partidas de Tapete (*.json)</translation>
    </message>
    <message>
      <source>Collections (*.csv *.txt)</source>
      <translation>Colecciones (*.csv *.txt)</translation>
    </message>
    <message>
      <source>Text files (*.txt)</source>
      <translation>Archivos de texto (*.txt)</translation>
    </message>
    <message>
      <source>PDF files (*.pdf)</source>
      <translation>Archivos PDF (*.pdf)</translation>
    </message>
    <message>
      <source>Deck files (%1)</source>
      <translation>Mazos (%1)</translation>
    </message>
  </context>
  <context>
    <name>LanPlay</name>
    <message>
      <source>Human</source>
      <translation>Humano</translation>
    </message>
    <message>
      <source>Undo</source>
      <translation>Deshacer</translation>
    </message>
    <message>
      <source>The shuffles do not match!</source>
      <translation>¡Los barajados no coinciden!</translation>
    </message>
    <message>
      <source>LAN game</source>
      <translation>Partida en red local</translation>
    </message>
    <message>
      <source>P%1 asks to undo their last action. Accept?</source>
      <translation>P%1 pide deshacer su última acción. ¿Aceptas?</translation>
    </message>
    <message>
      <source>Could not open the LAN game: %1</source>
      <translation>No se pudo abrir la partida en red: %1</translation>
    </message>
  </context>
  <context>
    <name>LocalGames</name>
    <message>
      <source>Human</source>
      <translation>Humano</translation>
    </message>
    <message>
      <source>Bot</source>
      <translation>Bot</translation>
    </message>
    <message>
      <source>Goldfish</source>
      <translation>Solitario</translation>
    </message>
    <message>
      <source>Open saved game</source>
      <translation>Abrir partida guardada</translation>
    </message>
    <message>
      <source>draw</source>
      <translation>empate</translation>
    </message>
    <message>
      <source>Cannot resume the game</source>
      <translation>No se puede continuar la partida</translation>
    </message>
    <message>
      <source>Open a replay</source>
      <translation>Abrir una repetición</translation>
    </message>
    <message>
      <source>Cannot open the game</source>
      <translation>No se puede abrir la partida</translation>
    </message>
    <message>
      <source>Next duel</source>
      <translation>Siguiente duelo</translation>
    </message>
    <message>
      <source>You lost the duel. Do you want to start the next one?</source>
      <translation>Perdiste el duelo. ¿Quieres empezar el siguiente?</translation>
    </message>
    <message>
      <source>Illegal deck</source>
      <translation>Mazo ilegal</translation>
    </message>
    <message>
      <source>Rematch</source>
      <translation>Revancha</translation>
    </message>
    <message>
      <source>Match over: %1</source>
      <translation>Fin de la partida: %1</translation>
    </message>
    <message>
      <source>The game cannot be kept for later: %1</source>
      <translation>La partida no se puede guardar para después: %1</translation>
    </message>
    <message>
      <source>Duel %1: %2</source>
      <translation>Duelo %1: %2</translation>
    </message>
    <message>
      <source>%1 · best of three, duel %2 (%3–%4)</source>
      <translation>%1 · al mejor de tres, duelo %2 (%3–%4)</translation>
    </message>
  </context>
  <context>
    <name>QTabBar</name>
    <message>
      <source>Close Tab</source>
      <translation>Cerrar pestaña</translation>
    </message>
  </context>
  <context>
    <name>MainWindow</name>
    <message>
      <source>&amp;Collection</source>
      <translation>&amp;Colección</translation>
    </message>
    <message>
      <source>&amp;Browse the collection</source>
      <translation>&amp;Explorar la colección</translation>
    </message>
    <message>
      <source>&amp;New deck</source>
      <translation>&amp;Mazo nuevo</translation>
    </message>
    <message>
      <source>&amp;Edit a saved deck</source>
      <translation>&amp;Editar un mazo guardado</translation>
    </message>
    <message>
      <source>Print &amp;proxies of a deck file…</source>
      <translation>Imprimir &amp;proxies de un archivo de mazo…</translation>
    </message>
    <message>
      <source>Card p&amp;ictures…</source>
      <translation>Imá&amp;genes de cartas…</translation>
    </message>
    <message>
      <source>&amp;Bring your cards…</source>
      <translation>&amp;Trae tus cartas…</translation>
    </message>
    <message>
      <source>&amp;Help</source>
      <translation>A&amp;yuda</translation>
    </message>
    <message>
      <source>&amp;How to play</source>
      <translation>&amp;Cómo se juega</translation>
    </message>
    <message>
      <source>&amp;Keyboard shortcuts</source>
      <translation>&amp;Atajos de teclado</translation>
    </message>
    <message>
      <source>&amp;About Tapete</source>
      <translation>&amp;Acerca de Tapete</translation>
    </message>
    <message>
      <source>&amp;Game</source>
      <translation>&amp;Partida</translation>
    </message>
    <message>
      <source>&amp;New game…</source>
      <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
      <source>&amp;LAN game…</source>
      <translation>Partida en &amp;red local…</translation>
    </message>
    <message>
      <source>&amp;Demo duel</source>
      <translation>&amp;Duelo de demostración</translation>
    </message>
    <message>
      <source>&amp;Open saved game…</source>
      <translation>&amp;Abrir partida guardada…</translation>
    </message>
    <message>
      <source>&amp;Save game…</source>
      <translation>&amp;Guardar partida…</translation>
    </message>
    <message>
      <source>&amp;Undo</source>
      <translation>&amp;Deshacer</translation>
    </message>
    <message>
      <source>Concede</source>
      <translation>Conceder</translation>
    </message>
    <message>
      <source>Watch a &amp;replay…</source>
      <translation>Ver una &amp;repetición…</translation>
    </message>
    <message>
      <source>&amp;Preferences…</source>
      <translation>&amp;Preferencias…</translation>
    </message>
    <message>
      <source>&amp;Quit</source>
      <translation>&amp;Salir</translation>
    </message>
    <message>
      <source>Declare combat</source>
      <translation>Declarar combate</translation>
    </message>
    <message>
      <source>Go back</source>
      <translation>Volver atrás</translation>
    </message>
    <message>
      <source>Stop passing</source>
      <translation>Dejar de pasar</translation>
    </message>
    <message>
      <source>Next card</source>
      <translation>Carta siguiente</translation>
    </message>
    <message>
      <source>Previous card</source>
      <translation>Carta anterior</translation>
    </message>
    <message>
      <source>Act with the chosen card</source>
      <translation>Actuar con la carta elegida</translation>
    </message>
    <message>
      <source>Card menu</source>
      <translation>Menú de la carta</translation>
    </message>
    <message>
      <source>Start</source>
      <translation>Inicio</translation>
    </message>
    <message>
      <source>Leave the LAN duel in progress?</source>
      <translation>¿Dejar el duelo en red que está en curso?</translation>
    </message>
    <message>
      <source>Abandon the game in progress? It will not be kept.</source>
      <translation>¿Abandonar la partida en curso? No se guardará.</translation>
    </message>
    <message>
      <source>Game in progress</source>
      <translation>Partida en curso</translation>
    </message>
    <message>
      <source>About Tapete</source>
      <translation>Acerca de Tapete</translation>
    </message>
    <message>
      <source>Keyboard shortcuts</source>
      <translation>Atajos de teclado</translation>
    </message>
    <message>
      <source>Pass until the end of the turn</source>
      <translation>Pasar hasta el final del turno</translation>
    </message>
    <message>
      <source>Pass until the next stop</source>
      <translation>Pasar hasta la próxima parada</translation>
    </message>
    <message>
      <source>Pass until my next turn</source>
      <translation>Pasar hasta mi próximo turno</translation>
    </message>
    <message>
      <source>Kept game</source>
      <translation>Partida guardada</translation>
    </message>
    <message>
      <source>Click a card</source>
      <translation>Clic en una carta</translation>
    </message>
    <message>
      <source>Its actions (a single plain one is done at once)</source>
      <translation>Sus acciones (si tiene una sola y sencilla, se hace al momento)</translation>
    </message>
    <message>
      <source>Main answer: pass, done, keep, yes, or on to the next phase (once per press)</source>
      <translation>Respuesta principal: pasar, terminar, quedarse, sí, o seguir a la fase siguiente (una vez por pulsación)</translation>
    </message>
    <message>
      <source>Pass until the next stop (click a step on the phase strip to set one)</source>
      <translation>Pasar hasta la próxima parada (haz clic en un paso de la franja de fases para poner una)</translation>
    </message>
    <message>
      <source>Press the prompt bar's buttons, left to right</source>
      <translation>Pulsar los botones de la barra de preguntas, de izquierda a derecha</translation>
    </message>
    <message>
      <source>Click a phase strip point</source>
      <translation>Clic en un punto de la franja de fases</translation>
    </message>
    <message>
      <source>Set or clear a stop there, in your turn's row or the opponent's</source>
      <translation>Pone o quita una parada ahí, en la fila de tu turno o en la del rival</translation>
    </message>
    <message>
      <source>Ctrl+wheel / Ctrl++ / Ctrl+- (Ctrl+=)</source>
      <translation>Ctrl+rueda / Ctrl++ / Ctrl+- (Ctrl+=)</translation>
    </message>
    <message>
      <source>Zoom the table in and out around the mouse (a zoomed table pans with the wheel or by dragging the felt)</source>
      <translation>Acerca y aleja la mesa alrededor del ratón (una mesa ampliada se desplaza con la rueda o arrastrando el tapete)</translation>
    </message>
    <message>
      <source>Show the whole table again</source>
      <translation>Vuelve a mostrar la mesa entera</translation>
    </message>
    <message>
      <source>Go to the next / previous card you can act with (or target)</source>
      <translation>Ir a la carta siguiente / anterior con la que puedes actuar (o al objetivo)</translation>
    </message>
    <message>
      <source>Do the chosen card's action (its menu when it has several)</source>
      <translation>Hacer la acción de la carta elegida (su menú si tiene varias)</translation>
    </message>
    <message>
      <source>The chosen card's actions and manual actions</source>
      <translation>Acciones de la carta elegida y acciones manuales</translation>
    </message>
    <message>
      <source>Undo</source>
      <translation>Deshacer</translation>
    </message>
    <message>
      <source>New game</source>
      <translation>Nueva partida</translation>
    </message>
    <message>
      <source>Open a saved game</source>
      <translation>Abrir una partida guardada</translation>
    </message>
    <message>
      <source>Save the game</source>
      <translation>Guardar la partida</translation>
    </message>
    <message>
      <source>Watch a replay</source>
      <translation>Ver una repetición</translation>
    </message>
    <message>
      <source>LAN game</source>
      <translation>Partida en red local</translation>
    </message>
    <message>
      <source>Browse the collection</source>
      <translation>Ver la colección</translation>
    </message>
    <message>
      <source>Print proxies of a deck file</source>
      <translation>Imprimir proxies de un archivo de mazo</translation>
    </message>
    <message>
      <source>Quit</source>
      <translation>Salir</translation>
    </message>
    <message>
      <source>Go back: close the menu or the target question, stop passing, clear the selection</source>
      <translation>Volver atrás: cerrar el menú o la pregunta del objetivo, dejar de pasar, vaciar la selección</translation>
    </message>
    <message>
      <source>Leave the LAN duel in progress and quit?</source>
      <translation>¿Dejar el duelo en red en curso y salir?</translation>
    </message>
    <message>
      <source>Collection unavailable</source>
      <translation>Colección no disponible</translation>
    </message>
    <message>
      <source>Main answer</source>
      <translation>Respuesta principal</translation>
    </message>
    <message>
      <source>A desktop tabletop for trading card games: duels against the bot, at one computer or over a local network; your collection, your decks and proxies to print. It works offline.</source>
      <translation>Una mesa de escritorio para juegos de cartas coleccionables: duelos contra el bot, en un mismo ordenador o en la red local; tu colección, tus mazos y proxies para imprimir. Funciona sin conexión.</translation>
    </message>
    <message>
      <source>Your kept game of %1 will be replaced by the new one and cannot be resumed. Go on?</source>
      <translation>Tu partida guardada de %1 se sustituirá por la nueva y no podrá continuarse. ¿Sigues?</translation>
    </message>
    <message>
      <source>Answer %1</source>
      <translation>Respuesta %1</translation>
    </message>
  </context>
  <context>
    <name>NetworkSession</name>
    <message>
      <source>Undo requested: the opponent decides</source>
      <translation>Deshacer pedido: decide el rival</translation>
    </message>
    <message>
      <source>A LAN duel can be saved once it is over.</source>
      <translation>Un duelo en red se puede guardar cuando termina.</translation>
    </message>
    <message>
      <source>Waiting for a player: they join room «%1» at %2:%3 (Game → LAN game)</source>
      <translation>Esperando a un jugador: entra en la sala «%1» en %2:%3 (Partida → Partida en red local)</translation>
    </message>
    <message>
      <source>Undo accepted</source>
      <translation>Deshacer aceptado</translation>
    </message>
    <message>
      <source>Undo refused</source>
      <translation>Deshacer rechazado</translation>
    </message>
    <message>
      <source>draw</source>
      <translation>empate</translation>
    </message>
    <message>
      <source>%1 lost the connection</source>
      <translation>%1 perdió la conexión</translation>
    </message>
    <message>
      <source>%1 is back</source>
      <translation>%1 ha vuelto</translation>
    </message>
    <message>
      <source>%1 joined the room</source>
      <translation>%1 entró en la sala</translation>
    </message>
    <message>
      <source>Connection lost; trying again…</source>
      <translation>Conexión perdida; reintentando…</translation>
    </message>
    <message>
      <source>Match over: %1</source>
      <translation>Fin de la partida: %1</translation>
    </message>
    <message>
      <source>Connected again</source>
      <translation>Conectado de nuevo</translation>
    </message>
    <message>
      <source>Duel %1: %2</source>
      <translation>Duelo %1: %2</translation>
    </message>
    <message>
      <source>The room is closed: %1</source>
      <translation>La sala se cerró: %1</translation>
    </message>
  </context>
  <context>
    <name>OpenFiles</name>
    <message>
      <source>%1 is a deck of a game Tapete does not play yet.</source>
      <translation>%1 es un mazo de un juego al que Tapete todavía no juega.</translation>
    </message>
    <message>
      <source>Cannot open the file</source>
      <translation>No se puede abrir el archivo</translation>
    </message>
  </context>
  <context>
    <name>GameSession</name>
    <message>
      <source>— the game goes on from here —</source>
      <translation>— la partida sigue desde aquí —</translation>
    </message>
    <message>
      <source>That move does nothing here.</source>
      <translation>Ese movimiento no hace nada aquí.</translation>
    </message>
    <message>
      <source>Undone: %n action(s)</source>
      <translation>Deshecho: %n acción(es)</translation>
    </message>
  </context>
  <context>
    <name>StartPage</name>
    <message>
      <source>Your card games on the table: duel the bot, a friend, or yourself.</source>
      <translation>Tus juegos de cartas sobre la mesa: juega contra el bot, contra un amigo o en solitario.</translation>
    </message>
    <message>
      <source>New game…</source>
      <translation>Nueva partida…</translation>
    </message>
    <message>
      <source>1 action</source>
      <translation>1 acción</translation>
    </message>
    <message>
      <source>Resume the game</source>
      <translation>Continuar la partida</translation>
    </message>
    <message>
      <source>Discard it</source>
      <translation>Descartarla</translation>
    </message>
    <message>
      <source>Open them again</source>
      <translation>Volver a abrirlos</translation>
    </message>
    <message>
      <source>Discard them</source>
      <translation>Descartarlos</translation>
    </message>
    <message>
      <source>A LAN game of yours did not finish.</source>
      <translation>Una partida tuya en red local no terminó.</translation>
    </message>
    <message>
      <source>Go back to it…</source>
      <translation>Volver a ella…</translation>
    </message>
    <message>
      <source>Bring your cards from other programs…</source>
      <translation>Trae tus cartas de otros programas…</translation>
    </message>
    <message>
      <source>%1 actions</source>
      <translation>%1 acciones</translation>
    </message>
    <message>
      <source>Decks you were editing were kept: %1.</source>
      <translation>Se guardaron los mazos que estabas editando: %1.</translation>
    </message>
    <message>
      <source>Demo duel: %1</source>
      <translation>Duelo de demostración: %1</translation>
    </message>
    <message>
      <source>Your game of %1 was kept (%2, %3).</source>
      <translation>Se guardó tu partida de %1 (%2, %3).</translation>
    </message>
    <message>
      <source>New deck</source>
      <translation>Mazo nuevo</translation>
    </message>
  </context>
  <context>
    <name>SeatPlate</name>
    <message>
      <source>thinking…</source>
      <translation>pensando…</translation>
    </message>
    <message>
      <source>to act</source>
      <translation>le toca</translation>
    </message>
  </context>
  <context>
    <name>TablePage</name>
    <message>
      <source>Card</source>
      <translation>Carta</translation>
    </message>
    <message>
      <source>Players</source>
      <translation>Jugadores</translation>
    </message>
    <message>
      <source>Table</source>
      <translation>Mesa</translation>
    </message>
    <message>
      <source>Log</source>
      <translation>Registro</translation>
    </message>
    <message>
      <source>Chat</source>
      <translation>Chat</translation>
    </message>
    <message>
      <source>Engine error</source>
      <translation>Error del motor</translation>
    </message>
    <message>
      <source>the end of the turn</source>
      <translation>el final del turno</translation>
    </message>
    <message>
      <source>the next stop</source>
      <translation>la próxima parada</translation>
    </message>
    <message>
      <source>your next turn</source>
      <translation>tu próximo turno</translation>
    </message>
    <message>
      <source>Stopped passing: the opponent added to the stack; you may answer</source>
      <translation>Se dejó de pasar: el rival añadió algo a la pila; puedes responder</translation>
    </message>
    <message>
      <source>Stopped passing: a decision is yours</source>
      <translation>Se dejó de pasar: te toca decidir</translation>
    </message>
    <message>
      <source>Concede</source>
      <translation>Conceder</translation>
    </message>
    <message>
      <source>Concede this game? It counts as a loss.</source>
      <translation>¿Concedes esta partida? Cuenta como derrota.</translation>
    </message>
    <message>
      <source>Save game</source>
      <translation>Guardar partida</translation>
    </message>
    <message>
      <source>Manual</source>
      <translation>Manual</translation>
    </message>
    <message>
      <source>Move to</source>
      <translation>Mover a</translation>
    </message>
    <message>
      <source>No stop is set: click a step on the phase strip above the table to stop there</source>
      <translation>No hay ninguna parada: haz clic en un paso de la franja de fases, sobre la mesa, para parar ahí</translation>
    </message>
    <message>
      <source>Flip</source>
      <translation>Voltear</translation>
    </message>
    <message>
      <source>Rotate</source>
      <translation>Girar</translation>
    </message>
    <message>
      <source>Add a counter</source>
      <translation>Añadir un contador</translation>
    </message>
    <message>
      <source>Remove a counter</source>
      <translation>Quitar un contador</translation>
    </message>
    <message>
      <source>The engine reported an error; the game was kept and can be saved.

%1</source>
      <translation>El motor informó de un error; la partida se conservó y se puede guardar.

%1</translation>
    </message>
    <message>
      <source>Passing until %1…</source>
      <translation>Pasando hasta %1…</translation>
    </message>
    <message>
      <source>Saved to %1</source>
      <translation>Guardada en %1</translation>
    </message>
  </context>
  <context>
    <name>CardActions</name>
    <message>
      <source>a hidden card</source>
      <translation>una carta oculta</translation>
    </message>
    <message>
      <source>Attack</source>
      <translation>Atacar</translation>
    </message>
    <message>
      <source>Cast</source>
      <translation>Lanzar</translation>
    </message>
    <message>
      <source>Activate</source>
      <translation>Activar</translation>
    </message>
    <message>
      <source>Tap for mana</source>
      <translation>Girar para maná</translation>
    </message>
    <message>
      <source>Normal Summon</source>
      <translation>Invocación Normal</translation>
    </message>
    <message>
      <source>React</source>
      <translation>Reaccionar</translation>
    </message>
    <message>
      <source>Make it block (Lure)</source>
      <translation>Que bloquee (Atraer)</translation>
    </message>
    <message>
      <source>Choose</source>
      <translation>Elegir</translation>
    </message>
    <message>
      <source>Target</source>
      <translation>Elegir como objetivo</translation>
    </message>
    <message>
      <source>Discard</source>
      <translation>Descartar</translation>
    </message>
    <message>
      <source>Put on the bottom</source>
      <translation>Poner en el fondo</translation>
    </message>
    <message>
      <source>Resolve its effect</source>
      <translation>Resolver su efecto</translation>
    </message>
    <message>
      <source>Put into the graveyard</source>
      <translation>Poner en el cementerio</translation>
    </message>
    <message>
      <source>Sacrifice</source>
      <translation>Sacrificar</translation>
    </message>
    <message>
      <source>Copy</source>
      <translation>Copiar</translation>
    </message>
    <message>
      <source>Prevent its damage</source>
      <translation>Prevenir su daño</translation>
    </message>
    <message>
      <source>Apply this effect</source>
      <translation>Aplicar este efecto</translation>
    </message>
    <message>
      <source>Choose as the source</source>
      <translation>Elegir como fuente</translation>
    </message>
    <message>
      <source>Cancel this block</source>
      <translation>Anular este bloqueo</translation>
    </message>
    <message>
      <source>Change position</source>
      <translation>Cambiar de posición</translation>
    </message>
    <message>
      <source>Splice onto the spell</source>
      <translation>Empalmar en el hechizo</translation>
    </message>
    <message>
      <source>Attack…</source>
      <translation>Atacar…</translation>
    </message>
    <message>
      <source>Attack directly</source>
      <translation>Atacar directamente</translation>
    </message>
    <message>
      <source>Block…</source>
      <translation>Bloquear…</translation>
    </message>
    <message>
      <source>Equip to…</source>
      <translation>Equipar a…</translation>
    </message>
    <message>
      <source>Band with…</source>
      <translation>Agrupar con…</translation>
    </message>
    <message>
      <source>Play replacing %1</source>
      <translation>Jugar reemplazando a %1</translation>
    </message>
    <message>
      <source>Play land</source>
      <translation>Jugar tierra</translation>
    </message>
    <message>
      <source>Flip Summon</source>
      <translation>Invocación por Volteo</translation>
    </message>
    <message>
      <source>Turn face up</source>
      <translation>Poner boca arriba</translation>
    </message>
    <message>
      <source>second attack</source>
      <translation>segundo ataque</translation>
    </message>
    <message>
      <source>first attack</source>
      <translation>primer ataque</translation>
    </message>
    <message>
      <source>Play on %1</source>
      <translation>Jugar sobre %1</translation>
    </message>
    <message>
      <source>Set face down on %1</source>
      <translation>Colocar boca abajo sobre %1</translation>
    </message>
    <message>
      <source>Turn face up on %1</source>
      <translation>Poner boca arriba sobre %1</translation>
    </message>
    <message>
      <source>Activate on %1</source>
      <translation>Activar sobre %1</translation>
    </message>
    <message>
      <source>Play face down</source>
      <translation>Jugar boca abajo</translation>
    </message>
    <message>
      <source>Play</source>
      <translation>Jugar</translation>
    </message>
    <message>
      <source>Set face down</source>
      <translation>Colocar boca abajo</translation>
    </message>
    <message>
      <source>Set</source>
      <translation>Colocar</translation>
    </message>
    <message>
      <source>Move to %1</source>
      <translation>Mover a %1</translation>
    </message>
    <message>
      <source>Attack %1</source>
      <translation>Atacar a %1</translation>
    </message>
    <message>
      <source>Block %1</source>
      <translation>Bloquear a %1</translation>
    </message>
    <message>
      <source>Equip to %1</source>
      <translation>Equipar a %1</translation>
    </message>
    <message>
      <source>Band with %1</source>
      <translation>Agrupar con %1</translation>
    </message>
    <message>
      <source>Attack… (%1)</source>
      <translation>Atacar… (%1)</translation>
    </message>
    <message>
      <source>%1 has nothing to do now</source>
      <translation>%1 no tiene nada que hacer ahora</translation>
    </message>
    <message>
      <source>%1 — %2: click a lit card</source>
      <translation>%1 — %2: haz clic en una carta iluminada</translation>
    </message>
    <message>
      <source>%1 — %2: choose</source>
      <translation>%1 — %2: elige</translation>
    </message>
    <message>
      <source>Attack %1 (%2)</source>
      <translation>Atacar a %1 (%2)</translation>
    </message>
  </context>
  <context>
    <name>ChatBox</name>
    <message>
      <source>Write a message…</source>
      <translation>Escribe un mensaje…</translation>
    </message>
    <message>
      <source>You</source>
      <translation>Tú</translation>
    </message>
  </context>
  <context>
    <name>PlayersPanel</name>
    <message>
      <source>%1 %2 (manual)</source>
      <translation>%1 %2 (manual)</translation>
    </message>
  </context>
  <context>
    <name>ChainPanel</name>
    <message>
      <source>Link %1: %2 (P%3)</source>
      <translation>Eslabón %1: %2 (P%3)</translation>
    </message>
  </context>
  <context>
    <name>ZoomPanel</name>
    <message>
      <source>Hidden card</source>
      <translation>Carta oculta</translation>
    </message>
    <message>
      <source>Markers: %1</source>
      <translation>Marcadores: %1</translation>
    </message>
    <message>
      <source>Merged with %1</source>
      <translation>Fusionada con %1</translation>
    </message>
  </context>
  <context>
    <name>PhaseStrip</name>
    <message>
      <source>Your turn</source>
      <translation>Tu turno</translation>
    </message>
    <message>
      <source>Opponent's</source>
      <translation>Del rival</translation>
    </message>
    <message>
      <source>Auto-pass</source>
      <translation>Pasar solo</translation>
    </message>
    <message>
      <source>Pass automatically when passing is the only choice (never at a stop)</source>
      <translation>Pasar automáticamente cuando pasar es la única opción (nunca en una parada)</translation>
    </message>
    <message>
      <source>Only at my stops</source>
      <translation>Solo en mis paradas</translation>
    </message>
    <message>
      <source>Pass priority by itself wherever no stop is set, on an empty stack, except in your main phases; an opponent's spell or a decision still asks you (as Forge and MTG Arena do)</source>
      <translation>Pasa la prioridad por sí solo donde no hay una parada, con la pila vacía, salvo en tus fases principales; un hechizo del rival o una decisión te siguen preguntando (como en Forge y MTG Arena)</translation>
    </message>
    <message>
      <source>A stop in your turn: never passed automatically; F6 passes until here. Click to remove it</source>
      <translation>Una parada en tu turno: nunca se pasa automáticamente; F6 pasa hasta aquí. Clic para quitarla</translation>
    </message>
    <message>
      <source>A stop in an opponent's turn: never passed automatically; F6 passes until here. Click to remove it</source>
      <translation>Una parada en el turno de un rival: nunca se pasa automáticamente; F6 pasa hasta aquí. Clic para quitarla</translation>
    </message>
    <message>
      <source>Click to stop here in your turn</source>
      <translation>Clic para parar aquí en tu turno</translation>
    </message>
    <message>
      <source>Click to stop here in an opponent's turn</source>
      <translation>Clic para parar aquí en el turno de un rival</translation>
    </message>
    <message>
      <source>Turn %1 · P%2</source>
      <translation>Turno %1 · P%2</translation>
    </message>
  </context>
  <context>
    <name>PromptBar</name>
    <message>
      <source>Stop passing (Esc)</source>
      <translation>Dejar de pasar (Esc)</translation>
    </message>
    <message>
      <source>Pass until…</source>
      <translation>Pasar hasta…</translation>
    </message>
    <message>
      <source>Pass priority until the end of the turn, the next stop on the phase strip, or your next turn</source>
      <translation>Pasar la prioridad hasta el final del turno, la próxima parada de la franja de fases o tu próximo turno</translation>
    </message>
    <message>
      <source>Done</source>
      <translation>Hecho</translation>
    </message>
    <message>
      <source>Yes</source>
      <translation>Sí</translation>
    </message>
    <message>
      <source>No</source>
      <translation>No</translation>
    </message>
    <message>
      <source>Declare combat</source>
      <translation>Declarar combate</translation>
    </message>
    <message>
      <source>No block</source>
      <translation>No bloquear</translation>
    </message>
    <message>
      <source>Don't lure</source>
      <translation>No atraer</translation>
    </message>
    <message>
      <source>Time</source>
      <translation>Tiempo</translation>
    </message>
    <message>
      <source>Concede</source>
      <translation>Rendirse</translation>
    </message>
    <message>
      <source>Cast face down</source>
      <translation>Lanzar boca abajo</translation>
    </message>
    <message>
      <source>Turn face up</source>
      <translation>Poner boca arriba</translation>
    </message>
    <message>
      <source>Suspend</source>
      <translation>Suspender</translation>
    </message>
    <message>
      <source>Unearth</source>
      <translation>Desenterrar</translation>
    </message>
    <message>
      <source>Level up</source>
      <translation>Subir de nivel</translation>
    </message>
    <message>
      <source>Exile</source>
      <translation>Exiliar</translation>
    </message>
    <message>
      <source>Set %1</source>
      <translation>Colocar %1</translation>
    </message>
    <message>
      <source>Summon %1</source>
      <translation>Invocar %1</translation>
    </message>
    <message>
      <source>Activate %1</source>
      <translation>Activar %1</translation>
    </message>
    <message>
      <source>Change the position of %1</source>
      <translation>Cambiar la posición de %1</translation>
    </message>
    <message>
      <source>Cast %1</source>
      <translation>Lanzar %1</translation>
    </message>
    <message>
      <source>Play %1</source>
      <translation>Jugar %1</translation>
    </message>
    <message>
      <source>Cancel (Esc)</source>
      <translation>Cancelar (Esc)</translation>
    </message>
    <message>
      <source>End of turn</source>
      <translation>Final del turno</translation>
    </message>
    <message>
      <source>Next stop</source>
      <translation>Próxima parada</translation>
    </message>
    <message>
      <source>My next turn</source>
      <translation>Mi próximo turno</translation>
    </message>
    <message>
      <source>Keep hand</source>
      <translation>Quedarse la mano</translation>
    </message>
    <message>
      <source>Mulligan</source>
      <translation>Mulligan</translation>
    </message>
    <message>
      <source>No more targets</source>
      <translation>No más objetivos</translation>
    </message>
    <message>
      <source>Go to battle</source>
      <translation>Ir a la batalla</translation>
    </message>
    <message>
      <source>Go to the Battle Phase</source>
      <translation>Ir a la Fase de Batalla</translation>
    </message>
    <message>
      <source>End the Battle Phase</source>
      <translation>Terminar la Fase de Batalla</translation>
    </message>
    <message>
      <source>End the turn</source>
      <translation>Terminar el turno</translation>
    </message>
    <message>
      <source>Attack Position</source>
      <translation>Posición de Ataque</translation>
    </message>
    <message>
      <source>Defense Position</source>
      <translation>Posición de Defensa</translation>
    </message>
    <message>
      <source>Pass</source>
      <translation>Pasar</translation>
    </message>
    <message>
      <source>Pass priority</source>
      <translation>Pasar la prioridad</translation>
    </message>
    <message>
      <source>Pass the action</source>
      <translation>Pasar la acción</translation>
    </message>
    <message>
      <source>Don't respond</source>
      <translation>No responder</translation>
    </message>
    <message>
      <source>Don't activate</source>
      <translation>No activar</translation>
    </message>
    <message>
      <source>Don't react</source>
      <translation>No reaccionar</translation>
    </message>
    <message>
      <source>Don't attack (end the turn)</source>
      <translation>No atacar (terminar el turno)</translation>
    </message>
    <message>
      <source>To the power phase</source>
      <translation>A la fase de poder</translation>
    </message>
    <message>
      <source>The game is over.</source>
      <translation>La partida terminó.</translation>
    </message>
    <message>
      <source>P%1 is thinking…</source>
      <translation>P%1 está pensando…</translation>
    </message>
    <message>
      <source>Waiting for P%1…</source>
      <translation>Esperando a P%1…</translation>
    </message>
    <message>
      <source>Mulligan: return the selected (%1)</source>
      <translation>Mulligan: devolver las elegidas (%1)</translation>
    </message>
    <message>
      <source>No attack</source>
      <translation>No atacar</translation>
    </message>
    <message>
      <source>Done attacking</source>
      <translation>Terminar de atacar</translation>
    </message>
    <message>
      <source>Done blocking</source>
      <translation>Terminar los bloqueos</translation>
    </message>
    <message>
      <source>Mode %1</source>
      <translation>Modo %1</translation>
    </message>
    <message>
      <source>Repeat %1 times</source>
      <translation>Repetir %1 veces</translation>
    </message>
    <message>
      <source>Assign %1 damage</source>
      <translation>Asignar %1 de daño</translation>
    </message>
    <message>
      <source>Target %1</source>
      <translation>Objetivo: %1</translation>
    </message>
    <message>
      <source>Tap for %1</source>
      <translation>Girar para %1</translation>
    </message>
    <message>
      <source>Colour %1</source>
      <translation>Color %1</translation>
    </message>
    <message>
      <source>Type: %1</source>
      <translation>Tipo: %1</translation>
    </message>
    <message>
      <source>%1 starts</source>
      <translation>Empieza %1</translation>
    </message>
    <message>
      <source>Resolve %1</source>
      <translation>Resolver %1</translation>
    </message>
    <message>
      <source>Click the cards to return, then this button</source>
      <translation>Haz clic en las cartas que devuelves y luego en este botón</translation>
    </message>
    <message>
      <source>a hidden card</source>
      <translation>una carta oculta</translation>
    </message>
    <message>
      <source>Keep %1</source>
      <translation>Quedarme con %1</translation>
    </message>
    <message>
      <source>Mulligan: discard the selected (%1)</source>
      <translation>Mulligan: descartar la elegida (%1)</translation>
    </message>
    <message>
      <source>%1 — click a lit card</source>
      <translation>%1 — haz clic en una carta iluminada</translation>
    </message>
    <message>
      <source>Choose your attackers first: click a unit, then Attack</source>
      <translation>Elige antes tus atacantes: haz clic en una Unidad y luego en Atacar</translation>
    </message>
    <message>
      <source>What the rules require is not chosen yet</source>
      <translation>Aún no has elegido lo que piden las reglas</translation>
    </message>
    <message>
      <source>Key %1</source>
      <translation>Tecla %1</translation>
    </message>
  </context>
</TS>

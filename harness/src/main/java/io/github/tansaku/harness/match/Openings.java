package io.github.tansaku.harness.match;

import io.github.tansaku.search.Game;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.function.Predicate;

/**
 * Where the openings of a match come from: a book file of positions or move lines, every line of
 * a few plies (small games), or random lines the runner makes and keeps when they are balanced.
 */
public final class Openings {

    /** Tries per wanted random opening before the runner settles for fewer. */
    private static final int TRIES_PER_OPENING = 50;

    private Openings() {
    }

    /**
     * Reads a book: one opening per non-empty line that does not start with {@code #}.
     * <ul>
     *   <li>{@code epd}: an EPD record; its four position fields become {@code fen … 0 1}
     *       (operations are ignored);</li>
     *   <li>{@code fen}: a FEN, {@code sfen}: an SFEN (with or without the leading word);</li>
     *   <li>{@code position}: the words of a UCI/USI {@code position} command, possibly with
     *       {@code moves …}, such as {@code startpos moves 7g7f 3c3d}; the moves become the
     *       opening's book moves;</li>
     *   <li>{@code text}: a game's own position text, as its notation reads it.</li>
     * </ul>
     * Every line is checked: its position parses and its moves are legal.
     *
     * @throws IllegalArgumentException naming the file and line of the first bad entry, or an unknown format
     */
    public static <P, M> List<Opening<M>> read(Path file, String format, Game<P, M> game, Notation<P, M> notation)
            throws IOException {
        return read(Files.readAllLines(file, StandardCharsets.UTF_8), file.toString(), format, game, notation);
    }

    /**
     * Reads a book's {@code lines} as {@link #read(Path, String, Game, Notation)} reads a file;
     * {@code source} names them in errors.
     */
    public static <P, M> List<Opening<M>> read(List<String> lines, String source, String format, Game<P, M> game,
            Notation<P, M> notation) {
        List<Opening<M>> openings = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).trim();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            try {
                openings.add(parse(line, format, game, notation));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(source + " line " + (i + 1) + ": " + e.getMessage(), e);
            }
        }
        if (openings.isEmpty()) {
            throw new IllegalArgumentException(source + " holds no opening");
        }
        return openings;
    }

    private static <P, M> Opening<M> parse(String line, String format, Game<P, M> game, Notation<P, M> notation) {
        String[] words = line.split("\\s+");
        String start;
        List<String> moveTexts = List.of();
        switch (format) {
            case "epd" -> {
                if (words.length < 4) {
                    throw new IllegalArgumentException("an EPD record needs four position fields: '" + line + "'");
                }
                start = "fen " + String.join(" ", List.of(words).subList(0, 4)) + " 0 1";
            }
            case "fen" -> start = line.startsWith("fen ") ? line : "fen " + line;
            case "sfen" -> start = line.startsWith("sfen ") ? line : "sfen " + line;
            case "position" -> {
                int moves = List.of(words).indexOf("moves");
                start = moves < 0 ? line : String.join(" ", List.of(words).subList(0, moves));
                moveTexts = moves < 0 ? List.of() : List.of(words).subList(moves + 1, words.length);
            }
            case "text" -> start = line;
            default -> throw new IllegalArgumentException("unknown book format '" + format
                    + "': use epd, fen, sfen, position or text");
        }
        P position = notation.parsePosition(start);
        List<M> moves = new ArrayList<>();
        for (String text : moveTexts) {
            M move = notation.parseMove(position, text);
            if (!game.legalMoves(position).contains(move) || !game.makeMove(position, game.codeOf(move))) {
                throw new IllegalArgumentException("illegal move '" + text + "'");
            }
            moves.add(move);
        }
        return new Opening<>(start, moves);
    }

    /** Every line of {@code plies} legal moves from the start that does not end the game, in move-generation order. */
    public static <P, M> List<Opening<M>> everyLine(Game<P, M> game, String startText, P start, int plies) {
        List<Opening<M>> openings = new ArrayList<>();
        extend(game, startText, start, plies, new ArrayList<>(), openings);
        return openings;
    }

    private static <P, M> void extend(Game<P, M> game, String startText, P position, int plies, List<M> line,
            List<Opening<M>> openings) {
        if (game.outcome(position, 0).isOver() || game.legalMoves(position).isEmpty()) {
            return;
        }
        if (plies == 0) {
            openings.add(new Opening<>(startText, line));
            return;
        }
        for (M move : game.legalMoves(position)) {
            game.makeMove(position, game.codeOf(move));
            line.add(move);
            extend(game, startText, position, plies - 1, line, openings);
            line.remove(line.size() - 1);
            game.unmakeMove(position, game.codeOf(move));
        }
    }

    /**
     * Up to {@code count} different random lines of {@code plies} legal moves from the start
     * (each move drawn uniformly), keeping only those after which the game goes on and
     * {@code balanced} accepts the position (the project's own search judges it: see the
     * command line's {@code balance}). Deterministic for a seed.
     *
     * @throws IllegalArgumentException if no line at all is accepted
     */
    public static <P, M> List<Opening<M>> random(Game<P, M> game, String startText, P start, int plies, int count,
            long seed, Predicate<P> balanced) {
        Random random = new Random(seed);
        Set<List<M>> lines = new LinkedHashSet<>();
        for (int attempt = 0; attempt < count * TRIES_PER_OPENING && lines.size() < count; attempt++) {
            P position = game.copy(start);
            List<M> line = new ArrayList<>();
            while (line.size() < plies) {
                List<M> moves = game.legalMoves(position);
                if (moves.isEmpty() || game.outcome(position, 0).isOver()) {
                    break;
                }
                M move = moves.get(random.nextInt(moves.size()));
                game.makeMove(position, game.codeOf(move));
                line.add(move);
            }
            if (line.size() == plies && !game.outcome(position, 0).isOver() && !game.legalMoves(position).isEmpty()
                    && !lines.contains(line) && balanced.test(position)) {
                lines.add(line);
            }
        }
        if (lines.isEmpty()) {
            throw new IllegalArgumentException("no balanced opening of " + plies + " plies found from '" + startText + "'");
        }
        List<Opening<M>> openings = new ArrayList<>();
        for (List<M> line : lines) {
            openings.add(new Opening<>(startText, line));
        }
        return openings;
    }

    /**
     * {@code opening} as a line of a {@code position}-format book: its start text, then
     * {@code moves} and the moves in {@code notation} (as {@link #read} reads it back).
     */
    public static <P, M> String positionLine(Opening<M> opening, Notation<P, M> notation) {
        StringBuilder line = new StringBuilder(opening.startText());
        if (!opening.moves().isEmpty()) {
            line.append(" moves");
            for (M move : opening.moves()) {
                line.append(' ').append(notation.formatMove(move));
            }
        }
        return line.toString();
    }

    /** The openings in an order shuffled by {@code seed}. */
    public static <M> List<Opening<M>> shuffled(List<Opening<M>> openings, long seed) {
        List<Opening<M>> copy = new ArrayList<>(openings);
        Collections.shuffle(copy, new Random(seed));
        return copy;
    }
}

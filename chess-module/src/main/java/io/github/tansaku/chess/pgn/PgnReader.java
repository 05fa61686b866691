package io.github.tansaku.chess.pgn;

import io.github.tansaku.chess.board.FenException;
import io.github.tansaku.chess.notation.NotationException;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Reads PGN games one after the other from a stream.
 *
 * <p>It tolerates what real files contain: a byte-order mark, missing tag sections, missing
 * or misplaced results (a new tag section starts a new game), move numbers glued to moves
 * ({@code 1.e4}), {@code 1...} for black, SAN variants ({@code 0-0}, {@code O-0}, {@code e8Q},
 * {@code !?} suffixes), evaluation symbols such as {@code +-} (read as their NAGs), the draw
 * written {@code ½-½} (as a result token or {@code Result} tag; read as {@code 1/2-1/2}),
 * {@code ;} and {@code %} comments, comments spanning lines, and games with no blank line
 * between them. Comments and NAGs of the main line are kept; recursive variations are skipped,
 * with everything inside them.
 *
 * <p>A game that cannot be read (an illegal move, a bad FEN tag, an unterminated tag, a NAG or
 * evaluation symbol before the first move, which has no move to annotate) raises a
 * {@link PgnException} with the line number; the reader then has skipped to the end of that
 * game, so {@link #next()} can go on with the following one.
 */
public final class PgnReader {

    private static final int EOF = -1;

    /** Evaluation symbols some programs write in movetext instead of their NAGs. */
    private static final Map<String, Integer> EVALUATION_SYMBOLS = Map.of(
            "=", 10, "\u221E", 13, "+=", 14, "+/=", 14, "=+", 15, "=/+", 15, "+/-", 16, "-/+", 17, "+-", 18, "-+", 19);

    /** The draw as some programs write it, with the vulgar fraction one half. */
    private static final String DRAW_WITH_HALVES = "\u00BD-\u00BD";

    private final Reader in;
    private int peeked = -2;
    private int line = 1;
    private boolean atLineStart = true;

    /** A reader of the games in {@code in} (buffered here if it is not a BufferedReader). */
    public PgnReader(Reader in) {
        this.in = in instanceof BufferedReader ? in : new BufferedReader(in);
    }

    /** All games of {@code text}. */
    public static List<PgnGame> readAll(String text) {
        PgnReader reader = new PgnReader(new StringReader(text));
        List<PgnGame> games = new ArrayList<>();
        for (PgnGame game; (game = reader.next()) != null; ) {
            games.add(game);
        }
        return games;
    }

    /**
     * The next game, or null at the end of the input.
     *
     * @throws PgnException if the game cannot be read (the reader skips past it)
     * @throws UncheckedIOException if the stream fails
     */
    public PgnGame next() {
        skipSpaceAndEscapes();
        if (peek() == 0xFEFF) {
            read();
            skipSpaceAndEscapes();
        }
        if (peek() == EOF) {
            return null;
        }
        int startLine = line;
        List<String[]> tags = new ArrayList<>();
        while (peek() == '[') {
            tags.add(readTag());
            skipSpaceAndEscapes();
        }
        PgnGame game = newGame(tags, startLine);
        readMovetext(game);
        return game;
    }

    private PgnGame newGame(List<String[]> tags, int startLine) {
        String fen = null;
        for (String[] tag : tags) {
            if (tag[0].equals("FEN")) {
                fen = tag[1];
            }
        }
        PgnGame game;
        try {
            game = new PgnGame(fen);
        } catch (FenException e) {
            skipMovetext();
            throw new PgnException("game at line " + startLine + ": bad FEN tag: " + e.getMessage(), e);
        }
        for (String[] tag : tags) {
            if (tag[0].equals("Result")) {
                String result = result(tag[1]);
                game.tag(tag[0], result != null ? result : tag[1]);
            } else if (!tag[0].equals("FEN") && !tag[0].equals("SetUp")) {
                game.tag(tag[0], tag[1]);
            }
        }
        return game;
    }

    private String[] readTag() {
        int tagLine = line;
        read(); // '['
        StringBuilder name = new StringBuilder();
        skipBlanks();
        while (isNameChar(peek())) {
            name.append((char) read());
        }
        skipBlanks();
        if (name.length() == 0 || peek() != '"') {
            String rest = restOfLine();
            throw new PgnException("line " + tagLine + ": malformed tag '[" + name + rest + "'");
        }
        read();
        StringBuilder value = new StringBuilder();
        while (true) {
            int c = read();
            if (c == EOF || c == '\n') {
                throw new PgnException("line " + tagLine + ": unterminated tag value '" + value + "'");
            }
            if (c == '\\' && (peek() == '"' || peek() == '\\')) {
                value.append((char) read());
            } else if (c == '"') {
                break;
            } else {
                value.append((char) c);
            }
        }
        skipBlanks();
        if (peek() == ']') {
            read();
        }
        return new String[] {name.toString(), value.toString()};
    }

    private void readMovetext(PgnGame game) {
        int depth = 0;
        while (true) {
            skipSpaceAndEscapes();
            int c = peek();
            if (c == EOF || (c == '[' && depth == 0)) {
                return; // no result: the game ends where the next one (or the input) starts
            }
            switch (c) {
                case '{' -> {
                    String comment = readComment();
                    if (depth == 0 && !comment.isBlank()) {
                        game.comment(game.moves().size(), comment.strip());
                    }
                }
                case ';' -> restOfLine();
                case '(' -> {
                    read();
                    depth++;
                }
                case ')' -> {
                    read();
                    depth = Math.max(0, depth - 1);
                }
                case '[' -> read(); // inside a variation: not a tag
                default -> {
                    String token = readToken();
                    if (depth == 0 && handleToken(game, token)) {
                        return;
                    }
                }
            }
        }
    }

    /** Applies a main-line token; true if it was the result, which ends the game. */
    private boolean handleToken(PgnGame game, String token) {
        String result = result(token);
        if (result != null) {
            game.result(result);
            return true;
        }
        if (token.startsWith("$")) {
            annotate(game, parseNag(token), token);
            return false;
        }
        String move = stripMoveNumber(token);
        if (move.isEmpty()) {
            return false;
        }
        Integer symbolNag = EVALUATION_SYMBOLS.get(move);
        if (symbolNag != null) {
            annotate(game, symbolNag, move);
            return false;
        }
        int suffix = move.length();
        while (suffix > 0 && (move.charAt(suffix - 1) == '!' || move.charAt(suffix - 1) == '?')) {
            suffix--;
        }
        String glyph = move.substring(suffix);
        move = move.substring(0, suffix);
        if (!move.isEmpty()) {
            if (move.equals("e.p.")) {
                return false; // the en passant mark written as a separate word
            }
            try {
                game.addSan(move);
            } catch (NotationException e) {
                int badLine = line;
                skipMovetext();
                throw new PgnException("line " + badLine + ": " + e.getMessage(), e);
            }
        }
        int nag = glyphNag(glyph);
        if (nag > 0) {
            annotate(game, nag, glyph);
        }
        return false;
    }

    /** The result {@code token} stands for ({@code ½-½} is {@code 1/2-1/2}), or null if none. */
    private static String result(String token) {
        if (PgnGame.RESULTS.contains(token)) {
            return token;
        }
        return token.equals(DRAW_WITH_HALVES) ? "1/2-1/2" : null;
    }

    /**
     * Attaches {@code nag}, written {@code written}, to the last move read.
     *
     * @throws PgnException if no move has been read: a NAG annotates the move before it
     */
    private void annotate(PgnGame game, int nag, String written) {
        if (game.moves().isEmpty()) {
            int badLine = line;
            skipMovetext();
            throw new PgnException("line " + badLine + ": '" + written
                    + "' before the first move: a NAG annotates the move before it, and there is none");
        }
        game.nag(game.moves().size(), nag);
    }

    private int parseNag(String token) {
        String digits = token.substring(1);
        if (digits.isEmpty() || digits.length() > 3 || !digits.chars().allMatch(Character::isDigit)
                || Integer.parseInt(digits) > 255) {
            int badLine = line;
            skipMovetext();
            throw new PgnException("line " + badLine + ": bad NAG '" + token + "'");
        }
        return Integer.parseInt(digits);
    }

    /** The NAG of a traditional suffix glyph: ! $1, ? $2, !! $3, ?? $4, !? $5, ?! $6; else 0. */
    private static int glyphNag(String glyph) {
        return switch (glyph) {
            case "!" -> 1;
            case "?" -> 2;
            case "!!" -> 3;
            case "??" -> 4;
            case "!?" -> 5;
            case "?!" -> 6;
            default -> 0;
        };
    }

    /** Drops a leading move number such as {@code 12.} or {@code 12...}. */
    private static String stripMoveNumber(String token) {
        int i = 0;
        while (i < token.length() && Character.isDigit(token.charAt(i))) {
            i++;
        }
        int dots = i;
        while (dots < token.length() && token.charAt(dots) == '.') {
            dots++;
        }
        if (dots > i || i == token.length()) {
            return token.substring(dots);
        }
        return token; // digits not followed by a dot: a move like 0-0
    }

    private String readComment() {
        read(); // '{'
        StringBuilder comment = new StringBuilder();
        for (int c = read(); c != '}' && c != EOF; c = read()) {
            comment.append((char) c);
        }
        return comment.toString().replaceAll("\\s+", " ");
    }

    private String readToken() {
        StringBuilder token = new StringBuilder();
        for (int c = peek(); c != EOF && !Character.isWhitespace(c) && "{}();[]".indexOf(c) < 0; c = peek()) {
            if (c == '$' && token.length() > 0) {
                break; // a NAG glued to a move: Nf3$1
            }
            token.append((char) read());
        }
        if (token.length() == 0) {
            token.append((char) read()); // a stray character such as ']'
        }
        return token.toString();
    }

    /** Skips the rest of a game after an error: up to its result or the next tag section. */
    private void skipMovetext() {
        int depth = 0;
        while (true) {
            skipSpaceAndEscapes();
            int c = peek();
            if (c == EOF || (c == '[' && depth == 0)) {
                return;
            }
            if (c == '{') {
                readComment();
            } else if (c == ';') {
                restOfLine();
            } else if (c == '(' || c == ')') {
                read();
                depth = Math.max(0, depth + (c == '(' ? 1 : -1));
            } else {
                String token = readToken();
                if (depth == 0 && result(token) != null) {
                    return;
                }
            }
        }
    }

    private void skipSpaceAndEscapes() {
        while (true) {
            int c = peek();
            if (c == '%' && atLineStart) {
                restOfLine(); // an escape line, for other programs' data
            } else if (c != EOF && (Character.isWhitespace(c) || c == 0xFEFF)) {
                read();
            } else {
                return;
            }
        }
    }

    private void skipBlanks() {
        while (peek() == ' ' || peek() == '\t') {
            read();
        }
    }

    private String restOfLine() {
        StringBuilder text = new StringBuilder();
        for (int c = peek(); c != EOF && c != '\n'; c = peek()) {
            text.append((char) read());
        }
        return text.toString();
    }

    private static boolean isNameChar(int c) {
        return c != EOF && (Character.isLetterOrDigit(c) || c == '_');
    }

    private int peek() {
        if (peeked == -2) {
            try {
                peeked = in.read();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return peeked;
    }

    private int read() {
        int c = peek();
        peeked = -2;
        if (c == '\n') {
            line++;
        }
        atLineStart = c == '\n' || (atLineStart && c == 0xFEFF); // a BOM does not start a line
        return c;
    }
}

package io.github.tansaku.chess.pgn;

import io.github.tansaku.chess.Move;
import io.github.tansaku.chess.board.Position;
import io.github.tansaku.chess.movegen.MoveGenerator;
import io.github.tansaku.chess.notation.SanNotation;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * One game: its tags, its start position, its main line of moves, the comments and NAGs
 * (numeric annotation glyphs, such as {@code $1} for "!") attached to them, and its result.
 *
 * <p>Annotations are attached to plies: ply {@code i} is the position after {@code i} moves,
 * so the comment at ply 0 stands before the first move and the comment at ply {@code i > 0}
 * follows the {@code i}-th move. A NAG annotates the move written before it, so NAGs start at
 * ply 1: at ply 0 there is no move for one to annotate, and readers either reject such a NAG or
 * take it for the start of another game. Moves are checked for legality as they are added.
 */
public final class PgnGame {

    /** The results PGN allows. */
    public static final List<String> RESULTS = List.of("1-0", "0-1", "1/2-1/2", "*");

    private final Map<String, String> tags = new LinkedHashMap<>();
    private final String initialFen;
    private final Position position;
    private final List<Move> moves = new ArrayList<>();
    private final Map<Integer, String> comments = new TreeMap<>();
    private final Map<Integer, List<Integer>> nags = new TreeMap<>();
    private String result = "*";

    /** A game from the standard starting position. */
    public PgnGame() {
        this(null);
    }

    /**
     * A game from {@code initialFen}, or from the standard starting position if it is null.
     *
     * @throws io.github.tansaku.chess.board.FenException if the FEN is bad
     */
    public PgnGame(String initialFen) {
        this.initialFen = initialFen;
        this.position = initialFen == null ? Position.startPosition() : Position.fromFen(initialFen);
    }

    /** The tags in the order they were set (the writer puts the Seven Tag Roster first). */
    public Map<String, String> tags() {
        return Collections.unmodifiableMap(tags);
    }

    /** Sets tag {@code name} to {@code value}; {@code Result} also sets the result. */
    public PgnGame tag(String name, String value) {
        if (name.isEmpty() || !name.chars().allMatch(c -> Character.isLetterOrDigit(c) || c == '_')) {
            throw new IllegalArgumentException("bad tag name '" + name + "'");
        }
        if (name.equals("Result") && RESULTS.contains(value)) {
            result = value;
        }
        tags.put(name, value);
        return this;
    }

    /** The value of tag {@code name}, or null. */
    public String tag(String name) {
        return tags.get(name);
    }

    /** The FEN the game starts from, or null for the standard starting position. */
    public String initialFen() {
        return initialFen;
    }

    /** A new position at the start of the game. */
    public Position startPosition() {
        return initialFen == null ? Position.startPosition() : Position.fromFen(initialFen);
    }

    /** A copy of the position after the last move, with the game's history. */
    public Position finalPosition() {
        return position.copy();
    }

    /** The main line. */
    public List<Move> moves() {
        return Collections.unmodifiableList(moves);
    }

    /**
     * Appends a move.
     *
     * @throws IllegalArgumentException if the move is not legal after the moves so far
     */
    public PgnGame addMove(Move move) {
        if (!MoveGenerator.isLegal(position, move.code())) {
            throw new IllegalArgumentException("illegal move " + move + " in " + position.toFen());
        }
        position.makeMove(move.code());
        moves.add(move);
        return this;
    }

    /**
     * Appends the move written {@code san}.
     *
     * @throws io.github.tansaku.chess.notation.NotationException if it names no legal move
     */
    public PgnGame addSan(String san) {
        return addMove(Move.of(SanNotation.parse(position, san)));
    }

    /** The result: {@code 1-0}, {@code 0-1}, {@code 1/2-1/2} or {@code *}. */
    public String result() {
        return result;
    }

    /**
     * Sets the result, and the {@code Result} tag with it.
     *
     * @throws IllegalArgumentException if it is not one of {@link #RESULTS}
     */
    public PgnGame result(String value) {
        if (!RESULTS.contains(value)) {
            throw new IllegalArgumentException("bad result '" + value + "'");
        }
        result = value;
        tags.put("Result", value);
        return this;
    }

    /** The comments by ply. */
    public Map<Integer, String> comments() {
        return Collections.unmodifiableMap(comments);
    }

    /** Attaches a comment at {@code ply} (joined to any comment already there). */
    public PgnGame comment(int ply, String text) {
        checkPly(ply);
        comments.merge(ply, text, (a, b) -> a + " " + b);
        return this;
    }

    /** The NAGs by ply. */
    public Map<Integer, List<Integer>> nags() {
        return Collections.unmodifiableMap(nags);
    }

    /**
     * Attaches NAG {@code nag} (0 to 255) to the move that leads to {@code ply}.
     *
     * @throws IllegalArgumentException if {@code ply} is 0 (no move to annotate) or past the
     *     last move, or the NAG is out of range
     */
    public PgnGame nag(int ply, int nag) {
        checkPly(ply);
        if (ply == 0) {
            throw new IllegalArgumentException("NAG $" + nag + " at ply 0: a NAG annotates the move before it, and there is none");
        }
        if (nag < 0 || nag > 255) {
            throw new IllegalArgumentException("NAG out of range: " + nag);
        }
        nags.computeIfAbsent(ply, k -> new ArrayList<>()).add(nag);
        return this;
    }

    private void checkPly(int ply) {
        if (ply < 0 || ply > moves.size()) {
            throw new IllegalArgumentException("ply " + ply + " outside the game (0 to " + moves.size() + ")");
        }
    }

    /** The game as PGN text. */
    @Override
    public String toString() {
        return PgnWriter.write(this);
    }
}

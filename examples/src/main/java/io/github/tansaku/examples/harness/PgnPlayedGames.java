package io.github.tansaku.examples.harness;

import io.github.tansaku.chess.Move;
import io.github.tansaku.chess.board.Color;
import io.github.tansaku.chess.pgn.PgnException;
import io.github.tansaku.chess.pgn.PgnGame;
import io.github.tansaku.chess.pgn.PgnReader;
import io.github.tansaku.harness.match.PairedGames;
import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The chess games of a PGN file as {@link PairedGames.Played} games of one engine, for
 * {@code bin/tansaku paired}: the runner's records ({@code -pgnout}) and those of other match
 * runners that mark the opening's moves with a {@code book} comment. A game's opening is its
 * start position and its moves up to the last one commented {@code book} (none: the start
 * position alone, as for a book of positions), written {@code startpos moves e2e4 ...} or
 * {@code fen ... moves ...}. Unfinished games ({@code *}) are left out.
 */
final class PgnPlayedGames {

    private final List<PgnGame> games;
    private final Path file;

    private PgnPlayedGames(Path file, List<PgnGame> games) {
        this.file = file;
        this.games = games;
    }

    /** Whether {@code file} is named as a PGN file ({@code .pgn}, any case). */
    static boolean isPgn(Path file) {
        return file.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".pgn");
    }

    /**
     * Reads {@code file}.
     *
     * @throws IllegalArgumentException naming the file and the game when one cannot be read
     */
    static PgnPlayedGames read(Path file) throws IOException {
        List<PgnGame> games = new ArrayList<>();
        try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            PgnReader reader = new PgnReader(in);
            for (PgnGame game; (game = reader.next()) != null; ) {
                games.add(game);
            }
        } catch (PgnException e) {
            throw new IllegalArgumentException(file + ": " + e.getMessage(), e);
        }
        if (games.isEmpty()) {
            throw new IllegalArgumentException(file + " holds no game");
        }
        return new PgnPlayedGames(file, games);
    }

    /** The players' names, White's and Black's, in the order they first appear. */
    Set<String> players() {
        Set<String> players = new LinkedHashSet<>();
        for (PgnGame game : games) {
            players.add(game.tag("White"));
            players.add(game.tag("Black"));
        }
        players.remove(null);
        return players;
    }

    /**
     * The finished games of {@code engine}.
     *
     * @throws IllegalArgumentException when the engine plays no game of the file
     */
    List<PairedGames.Played> of(String engine) {
        List<PairedGames.Played> played = new ArrayList<>();
        for (int i = 0; i < games.size(); i++) {
            PgnGame game = games.get(i);
            boolean white = engine.equals(game.tag("White"));
            if (!white && !engine.equals(game.tag("Black")) || game.result().equals("*")) {
                continue;
            }
            double whitePoints = switch (game.result()) {
                case "1-0" -> 1;
                case "0-1" -> 0;
                default -> 0.5;
            };
            boolean whiteFirst = game.startPosition().sideToMove() == Color.WHITE;
            played.add(new PairedGames.Played(opening(game), white == whiteFirst ? 0 : 1, i,
                    white ? whitePoints : 1 - whitePoints));
        }
        if (played.isEmpty()) {
            throw new IllegalArgumentException(file + " holds no finished game of " + engine);
        }
        return played;
    }

    /** The game's start and its moves up to the last one commented "book". */
    static String opening(PgnGame game) {
        int bookPlies = 0;
        for (Map.Entry<Integer, String> comment : game.comments().entrySet()) {
            if (comment.getValue().strip().equals("book")) {
                bookPlies = Math.max(bookPlies, comment.getKey());
            }
        }
        StringBuilder text = new StringBuilder(game.initialFen() == null ? "startpos" : "fen " + game.initialFen());
        if (bookPlies > 0) {
            text.append(" moves");
            for (Move move : game.moves().subList(0, bookPlies)) {
                text.append(' ').append(move);
            }
        }
        return text.toString();
    }
}

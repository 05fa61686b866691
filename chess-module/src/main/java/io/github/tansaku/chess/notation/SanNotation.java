package io.github.tansaku.chess.notation;

import io.github.tansaku.chess.board.MoveCode;
import io.github.tansaku.chess.board.Piece;
import io.github.tansaku.chess.board.PieceType;
import io.github.tansaku.chess.board.Position;
import io.github.tansaku.chess.board.Square;
import io.github.tansaku.chess.movegen.MoveGenerator;

/**
 * Standard Algebraic Notation, as in PGN: {@code e4}, {@code Nbd7}, {@code R1e2},
 * {@code Qh4xe1}, {@code exd6}, {@code e8=Q+}, {@code O-O-O#}.
 *
 * <p>Writing disambiguates by file, else by rank, else by both, and appends {@code +} or
 * {@code #}. Reading is tolerant of the variants found in real games: castling written with
 * zeros or with zeros and letters O mixed ({@code 0-0}, {@code O-0}, {@code 0-0-0}),
 * {@code e8Q} and {@code e8=Q}, an {@code e.p.} suffix, missing or superfluous
 * capture marks and check signs, trailing annotation glyphs such as {@code !?},
 * over-disambiguation such as {@code Ng1f3}, and a lowercase promotion piece ({@code e8=q}).
 */
public final class SanNotation {

    private static final String PIECE_LETTERS = "PNBRQK";

    private SanNotation() {
    }

    /** The SAN of the legal move {@code move} in {@code position}, with its check or mate sign. */
    public static String format(Position position, int move) {
        StringBuilder san = new StringBuilder(8);
        int from = MoveCode.from(move);
        int to = MoveCode.to(move);
        int flag = MoveCode.flag(move);
        if (flag == MoveCode.KING_CASTLE) {
            san.append("O-O");
        } else if (flag == MoveCode.QUEEN_CASTLE) {
            san.append("O-O-O");
        } else {
            int type = Piece.type(position.pieceAt(from));
            if (type == PieceType.PAWN) {
                if (MoveCode.isCapture(move)) {
                    san.append((char) ('a' + Square.file(from))).append('x');
                }
                san.append(Square.name(to));
                if (MoveCode.isPromotion(move)) {
                    san.append('=').append(PIECE_LETTERS.charAt(MoveCode.promotionType(move)));
                }
            } else {
                san.append(PIECE_LETTERS.charAt(type));
                appendDisambiguation(san, position, move, type);
                if (MoveCode.isCapture(move)) {
                    san.append('x');
                }
                san.append(Square.name(to));
            }
        }
        position.makeMove(move);
        if (position.inCheck()) {
            san.append(MoveGenerator.countLegal(position) == 0 ? '#' : '+');
        }
        position.unmakeMove(move);
        return san.toString();
    }

    private static void appendDisambiguation(StringBuilder san, Position position, int move, int type) {
        int from = MoveCode.from(move);
        int to = MoveCode.to(move);
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.generateLegal(position, moves, 0);
        boolean ambiguous = false;
        boolean sameFile = false;
        boolean sameRank = false;
        for (int i = 0; i < n; i++) {
            int other = MoveCode.from(moves[i]);
            if (MoveCode.to(moves[i]) == to && other != from && Piece.type(position.pieceAt(other)) == type) {
                ambiguous = true;
                sameFile |= Square.file(other) == Square.file(from);
                sameRank |= Square.rank(other) == Square.rank(from);
            }
        }
        if (!ambiguous) {
            return;
        }
        if (!sameFile) {
            san.append((char) ('a' + Square.file(from)));
        } else if (!sameRank) {
            san.append((char) ('1' + Square.rank(from)));
        } else {
            san.append(Square.name(from));
        }
    }

    /**
     * The legal move of {@code position} written {@code text} in SAN (or a common variant).
     *
     * @throws NotationException if the text is malformed, or names no legal move or several
     */
    public static int parse(Position position, String text) {
        if (text == null) {
            throw new NotationException("SAN move is null");
        }
        String san = strip(text);
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.generateLegal(position, moves, 0);
        if (isCastling(san)) {
            int flag = san.length() == 3 ? MoveCode.KING_CASTLE : MoveCode.QUEEN_CASTLE;
            for (int i = 0; i < n; i++) {
                if (MoveCode.flag(moves[i]) == flag) {
                    return moves[i];
                }
            }
            throw new NotationException("illegal castling '" + text + "' in " + position.toFen());
        }
        Parsed parsed = Parsed.of(san, text);
        int found = 0;
        int count = 0;
        for (int i = 0; i < n; i++) {
            if (parsed.matches(position, moves[i])) {
                found = moves[i];
                count++;
            }
        }
        if (count == 0) {
            throw new NotationException("illegal move '" + text + "' in " + position.toFen());
        }
        if (count > 1) {
            throw new NotationException("ambiguous move '" + text + "' in " + position.toFen());
        }
        return found;
    }

    /**
     * Whether {@code san} is {@code O-O} or {@code O-O-O} with any of its letters O written as
     * zeros, as real files mix them ({@code 0-0}, {@code O-0}, {@code 0-O-0}).
     */
    private static boolean isCastling(String san) {
        if (san.length() != 3 && san.length() != 5) {
            return false;
        }
        for (int i = 0; i < san.length(); i++) {
            char c = san.charAt(i);
            boolean ok = i % 2 == 0 ? c == 'O' || c == '0' : c == '-';
            if (!ok) {
                return false;
            }
        }
        return true;
    }

    /** Removes annotation glyphs, check signs and an en passant suffix. */
    private static String strip(String text) {
        String s = text.trim();
        if (s.endsWith("e.p.")) {
            s = s.substring(0, s.length() - 4).trim();
        }
        int end = s.length();
        while (end > 0 && "+#!?".indexOf(s.charAt(end - 1)) >= 0) {
            end--;
        }
        s = s.substring(0, end);
        if (s.endsWith("e.p.")) {
            s = s.substring(0, s.length() - 4).trim();
        }
        return s;
    }

    /** The parts of a non-castling SAN move. */
    private record Parsed(int type, int fromFile, int fromRank, int to, int promotion) {

        static Parsed of(String san, String original) {
            int i = 0;
            int type = PieceType.PAWN;
            if (i < san.length() && "NBRQKP".indexOf(san.charAt(i)) >= 0) {
                type = PIECE_LETTERS.indexOf(san.charAt(i));
                i++;
            }
            int promotion = -1;
            int end = san.length();
            if (end > 1 && isPromotionLetter(san.charAt(end - 1), san.charAt(end - 2))) {
                promotion = PIECE_LETTERS.indexOf(Character.toUpperCase(san.charAt(end - 1)));
                end--;
                if (san.charAt(end - 1) == '=') {
                    end--;
                }
            }
            // What is left: [file][rank][x|-][destination]
            if (end - i < 2) {
                throw new NotationException("not a SAN move: '" + original + "'");
            }
            int to = Square.parse(san, end - 2);
            if (to == Square.NONE) {
                throw new NotationException("not a SAN move: '" + original + "'");
            }
            int fromFile = -1;
            int fromRank = -1;
            int j = i;
            if (j < end - 2 && san.charAt(j) >= 'a' && san.charAt(j) <= 'h') {
                fromFile = san.charAt(j++) - 'a';
            }
            if (j < end - 2 && san.charAt(j) >= '1' && san.charAt(j) <= '8') {
                fromRank = san.charAt(j++) - '1';
            }
            if (j < end - 2 && (san.charAt(j) == 'x' || san.charAt(j) == '-' || san.charAt(j) == ':')) {
                j++;
            }
            if (j != end - 2) {
                throw new NotationException("not a SAN move: '" + original + "'");
            }
            if (promotion >= 0 && type != PieceType.PAWN) {
                throw new NotationException("only pawns promote: '" + original + "'");
            }
            return new Parsed(type, fromFile, fromRank, to, promotion);
        }

        /**
         * An uppercase N, B, R or Q, or a lowercase one right after {@code =} or a last-rank
         * digit ({@code e8=q}, {@code e8q}); a lowercase letter elsewhere is a file.
         */
        private static boolean isPromotionLetter(char letter, char before) {
            if ("NBRQ".indexOf(letter) >= 0) {
                return true;
            }
            return "nbrq".indexOf(letter) >= 0 && (before == '=' || before == '1' || before == '8');
        }

        boolean matches(Position position, int move) {
            int from = MoveCode.from(move);
            return MoveCode.to(move) == to
                    && Piece.type(position.pieceAt(from)) == type
                    && (fromFile < 0 || Square.file(from) == fromFile)
                    && (fromRank < 0 || Square.rank(from) == fromRank)
                    && MoveCode.promotionType(move) == promotion;
        }
    }
}

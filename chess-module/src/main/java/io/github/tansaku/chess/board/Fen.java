package io.github.tansaku.chess.board;

/**
 * Reads and writes Forsyth-Edwards Notation.
 *
 * <p>Reading is strict about form and about positions that cannot occur: it rejects a wrong
 * number of fields (4 or 6 are accepted; 4-field FEN gets the clocks {@code 0 1}), a rank that
 * is not 8 squares long, unknown piece letters, anything but exactly one king per side, pawns
 * on the first or last rank, more than 8 pawns or 16 pieces for a side, the side not to move
 * being in check, more than two checkers, castling or en passant fields that are malformed or
 * impossible, and bad clocks. Every rejection is a {@link FenException} quoting the bad part.
 *
 * <p>Two things are normalised instead of rejected, as strong engines do: castling rights
 * whose king or rook is not on its original square are dropped, and an en passant square that
 * is well formed but where no en passant capture is legal is dropped.
 */
public final class Fen {

    /** The largest halfmove clock accepted; far beyond any reachable value. */
    private static final int MAX_HALFMOVE = 10_000;
    private static final int MAX_FULLMOVE = 100_000;

    private Fen() {
    }

    /**
     * Parses a FEN into a new position.
     *
     * @throws FenException if it is malformed or describes an impossible position
     */
    public static Position parse(String fen) {
        if (fen == null) {
            throw new FenException("FEN is null");
        }
        String[] fields = fen.trim().split("\\s+");
        if (fields.length != 4 && fields.length != 6) {
            throw new FenException("FEN must have 4 or 6 fields, found " + fields.length + ": '" + fen + "'");
        }
        Position position = new Position();
        readBoard(position, fields[0]);
        int side = readSide(fields[1]);
        int rights = readCastling(position, fields[2]);
        int epSquare = readEnPassant(position, fields[3], side);
        int halfmove = fields.length == 6 ? readNumber(fields[4], "halfmove clock", 0, MAX_HALFMOVE) : 0;
        int fullmove = fields.length == 6 ? readNumber(fields[5], "fullmove number", 1, MAX_FULLMOVE) : 1;
        checkKingsAndCheck(position, side);
        position.finishSetUp(side, rights, epSquare, halfmove, fullmove);
        if (Long.bitCount(position.checkers()) > 2) {
            throw new FenException("the side to move is in check from more than two pieces: '" + fields[0] + "'");
        }
        return position;
    }

    private static void readBoard(Position position, String placement) {
        String[] ranks = placement.split("/", -1);
        if (ranks.length != 8) {
            throw new FenException("board must have 8 ranks, found " + ranks.length + ": '" + placement + "'");
        }
        for (int r = 0; r < 8; r++) {
            int rank = 7 - r;
            String text = ranks[r];
            int file = 0;
            for (int i = 0; i < text.length(); i++) {
                char c = text.charAt(i);
                if (c >= '1' && c <= '8') {
                    file += c - '0';
                } else {
                    int piece = Piece.fromFenLetter(c);
                    if (piece < 0) {
                        throw new FenException("bad piece letter '" + c + "' in rank '" + text + "'");
                    }
                    if (file >= 8) {
                        throw new FenException("rank '" + text + "' is longer than 8 squares");
                    }
                    if (Piece.type(piece) == PieceType.PAWN && (rank == 0 || rank == 7)) {
                        throw new FenException("pawn on the " + (rank == 0 ? "first" : "last") + " rank: '" + text + "'");
                    }
                    position.put(Square.of(file, rank), piece);
                    file++;
                }
                if (file > 8) {
                    throw new FenException("rank '" + text + "' is longer than 8 squares");
                }
            }
            if (file != 8) {
                throw new FenException("rank '" + text + "' is " + file + " squares long, not 8");
            }
        }
        for (int color = 0; color < 2; color++) {
            if (position.pieceCount(Piece.of(color, PieceType.PAWN)) > 8) {
                throw new FenException(Color.name(color) + " has more than 8 pawns: '" + placement + "'");
            }
            if (Long.bitCount(position.pieces(color)) > 16) {
                throw new FenException(Color.name(color) + " has more than 16 pieces: '" + placement + "'");
            }
        }
    }

    private static int readSide(String field) {
        return switch (field) {
            case "w" -> Color.WHITE;
            case "b" -> Color.BLACK;
            default -> throw new FenException("side to move must be 'w' or 'b', found '" + field + "'");
        };
    }

    private static int readCastling(Position position, String field) {
        if (field.equals("-")) {
            return CastlingRights.NONE;
        }
        int rights = 0;
        for (int i = 0; i < field.length(); i++) {
            int right = switch (field.charAt(i)) {
                case 'K' -> CastlingRights.WHITE_KING_SIDE;
                case 'Q' -> CastlingRights.WHITE_QUEEN_SIDE;
                case 'k' -> CastlingRights.BLACK_KING_SIDE;
                case 'q' -> CastlingRights.BLACK_QUEEN_SIDE;
                default -> throw new FenException("bad castling field '" + field + "'");
            };
            if ((rights & right) != 0) {
                throw new FenException("castling right repeated in '" + field + "'");
            }
            rights |= right;
        }
        // Rights whose king or rook is not at home can never be used: drop them.
        int whiteKing = Piece.of(Color.WHITE, PieceType.KING);
        int whiteRook = Piece.of(Color.WHITE, PieceType.ROOK);
        int blackKing = Piece.of(Color.BLACK, PieceType.KING);
        int blackRook = Piece.of(Color.BLACK, PieceType.ROOK);
        if (position.pieceAt(4) != whiteKing || position.pieceAt(7) != whiteRook) {
            rights &= ~CastlingRights.WHITE_KING_SIDE;
        }
        if (position.pieceAt(4) != whiteKing || position.pieceAt(0) != whiteRook) {
            rights &= ~CastlingRights.WHITE_QUEEN_SIDE;
        }
        if (position.pieceAt(60) != blackKing || position.pieceAt(63) != blackRook) {
            rights &= ~CastlingRights.BLACK_KING_SIDE;
        }
        if (position.pieceAt(60) != blackKing || position.pieceAt(56) != blackRook) {
            rights &= ~CastlingRights.BLACK_QUEEN_SIDE;
        }
        return rights;
    }

    private static int readEnPassant(Position position, String field, int side) {
        if (field.equals("-")) {
            return Square.NONE;
        }
        int square = Square.parse(field);
        if (square == Square.NONE) {
            throw new FenException("bad en passant square '" + field + "'");
        }
        int expectedRank = side == Color.WHITE ? 5 : 2;
        if (Square.rank(square) != expectedRank) {
            throw new FenException("en passant square '" + field + "' must be on rank " + (expectedRank + 1)
                    + " when " + Color.name(side) + " is to move");
        }
        int forward = side == Color.WHITE ? 8 : -8;
        int pushedPawn = square - forward;
        int origin = square + forward;
        if (position.pieceAt(pushedPawn) != Piece.of(side ^ 1, PieceType.PAWN)) {
            throw new FenException("en passant square '" + field + "' has no pawn that just advanced two squares");
        }
        if (position.pieceAt(square) != Piece.NONE || position.pieceAt(origin) != Piece.NONE) {
            throw new FenException("en passant square '" + field + "' is impossible: a square the pawn passed is occupied");
        }
        return square;
    }

    private static int readNumber(String field, String what, int min, int max) {
        if (field.isEmpty() || field.length() > 6 || !field.chars().allMatch(c -> c >= '0' && c <= '9')) {
            throw new FenException("bad " + what + " '" + field + "'");
        }
        int value = Integer.parseInt(field);
        if (value < min || value > max) {
            throw new FenException(what + " '" + field + "' is out of range [" + min + ", " + max + "]");
        }
        return value;
    }

    private static void checkKingsAndCheck(Position position, int side) {
        for (int color = 0; color < 2; color++) {
            int kings = Long.bitCount(position.pieces(color, PieceType.KING));
            if (kings != 1) {
                throw new FenException(Color.name(color) + " must have exactly one king, found " + kings);
            }
        }
        int other = side ^ 1;
        if (position.isAttacked(position.kingSquare(other), side, position.occupied())) {
            throw new FenException("the side not to move (" + Color.name(other) + ") is in check");
        }
    }

    /** The FEN of {@code position}. */
    public static String write(Position position) {
        StringBuilder sb = new StringBuilder(90);
        for (int rank = 7; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < 8; file++) {
                int piece = position.pieceAt(Square.of(file, rank));
                if (piece == Piece.NONE) {
                    empty++;
                } else {
                    if (empty > 0) {
                        sb.append(empty);
                        empty = 0;
                    }
                    sb.append(Piece.fenLetter(piece));
                }
            }
            if (empty > 0) {
                sb.append(empty);
            }
            if (rank > 0) {
                sb.append('/');
            }
        }
        sb.append(position.sideToMove() == Color.WHITE ? " w " : " b ");
        sb.append(CastlingRights.toFen(position.castlingRights()));
        int ep = position.enPassantSquare();
        sb.append(' ').append(ep == Square.NONE ? "-" : Square.name(ep));
        sb.append(' ').append(position.halfmoveClock()).append(' ').append(position.fullmoveNumber());
        return sb.toString();
    }
}
